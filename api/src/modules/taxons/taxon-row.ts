import type { Selectable } from 'kysely';
import type { TaxonsTable } from '../../db/types.js';

export type TaxonRow = Selectable<TaxonsTable>;

export interface CategoryPageParent {
  taxon: TaxonRow;
}
