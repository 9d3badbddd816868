import type { Selectable } from 'kysely';
import type { FormsTable } from '../../db/types.js';

export type FormRow = Selectable<FormsTable>;
