import { sql } from 'kysely';
import type { Localized } from '../../db/types.js';

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

export interface BrandRow {
  name: string;
  image: unknown;
}

/** Each of a product's details as one JSON value of `products`: what a listing card shows is read without the rest. */
export const detailColumns = {
  taxons: sql`(select coalesce(jsonb_agg(to_jsonb(t) order by pt.position), '[]') from product_taxons pt
    join taxons t on t.id = pt.taxon_id where pt.product_id = products.id)`,
  // Properties of kind country are not shown.
  properties: sql`(select coalesce(jsonb_agg(jsonb_build_object('id', pp.id, 'internal_name', pr.internal_name, 'name', pr.name,
      'display_as', pr.display_as, 'multiple', pr.multiple, 'value', pp.value) order by pp.position), '[]')
    from product_properties pp join properties pr on pr.id = pp.property_id
    where pp.product_id = products.id and pr.kind <> 'country')`,
  warranties: sql`(select coalesce(jsonb_agg(jsonb_build_object('internal_name', w.internal_name, 'name', w.name,
      'description', w.description, 'duration_months', w.duration_months) order by w.duration_months), '[]')
    from product_warranties pw join warranties w on w.id = pw.warranty_id where pw.product_id = products.id)`,
  brand: sql`(select jsonb_build_object('name', b.name, 'image', b.image) from brands b where b.id = products.brand_id)`,
};
