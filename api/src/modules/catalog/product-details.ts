import { sql, type Kysely } from 'kysely';
import type { Database, Localized } from '../../db/types.js';
import type { TaxonRow } from '../taxons/taxon-row.js';

export interface PropertyRow {
  id: number;
  internal_name: string;
  name: Localized;
  display_as: string;
  multiple: boolean;
  value: Localized;
}
export interface WarrantyRow {
  internal_name: string;
  name: Localized;
  description: Localized | null;
  duration_months: number;
}

export interface ProductDetails {
  product_id: number;
  taxons: TaxonRow[];
  properties: PropertyRow[];
  warranties: WarrantyRow[];
  brand: { name: string; image: unknown } | null;
}

/** Taxons, properties (kind country excluded), warranties and brand of many products in one round trip. */
export async function loadProductDetails(db: Kysely<Database>, ids: readonly number[]): Promise<ProductDetails[]> {
  const result = await sql<ProductDetails>`
    select p.id as product_id,
      (select coalesce(jsonb_agg(to_jsonb(t) order by pt.position), '[]') from product_taxons pt
        join taxons t on t.id = pt.taxon_id where pt.product_id = p.id) as taxons,
      (select coalesce(jsonb_agg(jsonb_build_object('id', pp.id, 'internal_name', pr.internal_name, 'name', pr.name,
          'display_as', pr.display_as, 'multiple', pr.multiple, 'value', pp.value) order by pp.position), '[]')
        from product_properties pp join properties pr on pr.id = pp.property_id
        where pp.product_id = p.id and pr.kind <> 'country') as properties,
      (select coalesce(jsonb_agg(jsonb_build_object('internal_name', w.internal_name, 'name', w.name,
          'description', w.description, 'duration_months', w.duration_months) order by w.duration_months), '[]')
        from product_warranties pw join warranties w on w.id = pw.warranty_id where pw.product_id = p.id) as warranties,
      (select jsonb_build_object('name', b.name, 'image', b.image) from brands b where b.id = p.brand_id) as brand
    from products p where p.id in (${sql.join([...ids])})`.execute(db);
  return result.rows;
}
