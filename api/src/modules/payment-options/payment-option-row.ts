import type { Selectable } from 'kysely';
import type { PaymentOptionsTable } from '../../db/types.js';

export type PaymentOptionParent = Selectable<PaymentOptionsTable> & {
  plans: { length: number; interest_rate: number }[];
  requestedAmount: number | null;
};
