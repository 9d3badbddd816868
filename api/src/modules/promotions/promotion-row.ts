import type { Selectable } from 'kysely';
import type { PromotionsTable } from '../../db/types.js';

export type PromotionRow = Selectable<PromotionsTable>;
