-- The facet counts of a search (issue 16) read each candidate's taxons and option values as two arrays on one
-- narrow row, instead of joining and grouping ~10 link rows per candidate (the counts took ~10 of a 10× search's
-- 17 ms on PostgreSQL). Kept by triggers on the link tables, whoever writes them.
create table product_facet_keys (
  product_id integer primary key references products(id) on delete cascade,
  taxon_ids integer[] not null default '{}',
  option_value_ids integer[] not null default '{}'
);

create function refresh_product_facet_keys(p_ids integer[]) returns void language sql as $$
  insert into product_facet_keys (product_id, taxon_ids, option_value_ids)
  select p.id,
    coalesce((select array_agg(pt.taxon_id order by pt.taxon_id) from product_taxons pt where pt.product_id = p.id), '{}'),
    coalesce((select array_agg(pov.option_value_id order by pov.option_value_id)
              from product_option_values pov where pov.product_id = p.id), '{}')
  from products p where p.id = any(p_ids)
  on conflict (product_id) do update set taxon_ids = excluded.taxon_ids, option_value_ids = excluded.option_value_ids;
$$;

-- One refresh per statement for the products it touched (the seed writes thousands of link rows at once).
create function product_facet_keys_changed() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform refresh_product_facet_keys(array(select distinct product_id from gone));
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform refresh_product_facet_keys(array(select distinct product_id from added));
  end if;
  return null;
end $$;

create trigger product_taxons_added after insert on product_taxons
  referencing new table as added for each statement execute function product_facet_keys_changed();
create trigger product_taxons_changed after update on product_taxons
  referencing old table as gone new table as added for each statement execute function product_facet_keys_changed();
create trigger product_taxons_gone after delete on product_taxons
  referencing old table as gone for each statement execute function product_facet_keys_changed();
create trigger product_option_values_added after insert on product_option_values
  referencing new table as added for each statement execute function product_facet_keys_changed();
create trigger product_option_values_changed after update on product_option_values
  referencing old table as gone new table as added for each statement execute function product_facet_keys_changed();
create trigger product_option_values_gone after delete on product_option_values
  referencing old table as gone for each statement execute function product_facet_keys_changed();

select refresh_product_facet_keys(array(select id from products));
analyze product_facet_keys;
