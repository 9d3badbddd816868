-- Full-text search: accent- and case-insensitive (unaccent + lower), typo-tolerant (pg_trgm).
create extension if not exists unaccent;
create extension if not exists pg_trgm;

-- unaccent() is only STABLE; a fixed-dictionary wrapper is safe to mark IMMUTABLE for indexes.
create function search_fold(value text) returns text
  language sql immutable parallel safe strict
  as $$ select lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;

alter table products add column search_name text not null default '';
alter table products add column search_vector tsvector;
create index products_search_vector_idx on products using gin (search_vector);
create index products_search_trgm_idx on products using gin (search_text gin_trgm_ops);
create index products_search_name_trgm_idx on products using gin (search_name gin_trgm_ops);

create or replace function search_fold(value text) returns text
  language sql immutable parallel safe strict
  as $$ select translate(lower(public.unaccent('public.unaccent'::regdictionary, value)), 'ς', 'σ') $$;

-- Rebuilds the search columns from names, sku, brand, taxons, option labels and description.
create function refresh_product_search(p_tenant text) returns void language sql as $$
  update products p set
    search_name = search_fold(concat_ws(' ', p.name->>'en', p.name->>'el')),
    search_text = search_fold(concat_ws(' ', p.name->>'en', p.name->>'el', p.sku, b.name, t.names, o.labels)),
    search_vector =
      setweight(to_tsvector('simple', search_fold(concat_ws(' ', p.name->>'en', p.name->>'el'))), 'A') ||
      setweight(to_tsvector('simple', search_fold(concat_ws(' ', p.sku, b.name))), 'B') ||
      setweight(to_tsvector('simple', search_fold(concat_ws(' ', t.names, o.labels))), 'C') ||
      setweight(to_tsvector('simple', search_fold(regexp_replace(
        concat_ws(' ', p.description->>'en', p.description->>'el'), '<[^>]+>', ' ', 'g'))), 'D')
  from products p2
  left join brands b on b.id = p2.brand_id
  left join lateral (
    select string_agg(concat_ws(' ', tx.name->>'en', tx.name->>'el'), ' ') as names
    from product_taxons pt join taxons tx on tx.id = pt.taxon_id
    where pt.product_id = p2.id
  ) t on true
  left join lateral (
    select string_agg(distinct concat_ws(' ', ov.label->>'en', ov.label->>'el'), ' ') as labels
    from variants v
    join variant_option_values vov on vov.variant_id = v.id
    join option_values ov on ov.id = vov.option_value_id
    where v.product_id = p2.id
  ) o on true
  where p.id = p2.id and p2.tenant_id = p_tenant;
$$;
