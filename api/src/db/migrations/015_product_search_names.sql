-- The typo match, the relevance of a name and the suggestions of a search (issue 16) test each distinct name of
-- the active products, not each product: names repeat across grades and conditions (64 names for 1,600 products
-- in the 10× bench catalogue). Kept per name, with the name to suggest (of the name's first product), by a trigger
-- on products, whoever writes them.
create table product_search_names (
  tenant_id text not null references tenants(id),
  search_name text not null,
  name jsonb not null,
  primary key (tenant_id, search_name)
);

-- Brings the given (tenant, name) pairs up to date with the active products.
create function refresh_product_search_names(p_tenants text[], p_names text[]) returns void language sql as $$
  delete from product_search_names n using unnest(p_tenants, p_names) as t(tenant_id, search_name)
  where n.tenant_id = t.tenant_id and n.search_name = t.search_name
    and not exists (select 1 from products p
                    where p.tenant_id = n.tenant_id and p.search_name = n.search_name and p.status = 'active');
  insert into product_search_names (tenant_id, search_name, name)
  select distinct on (p.tenant_id, p.search_name) p.tenant_id, p.search_name, p.name
  from products p join unnest(p_tenants, p_names) as t(tenant_id, search_name)
    on p.tenant_id = t.tenant_id and p.search_name = t.search_name
  where p.status = 'active'
  order by p.tenant_id, p.search_name, p.id
  on conflict (tenant_id, search_name) do update set name = excluded.name;
$$;

-- One refresh per statement, of the names of the rows it touched before and after.
create function product_search_names_changed() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform refresh_product_search_names(array_agg(tenant_id), array_agg(search_name))
    from (select distinct tenant_id, search_name from gone) touched;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform refresh_product_search_names(array_agg(tenant_id), array_agg(search_name))
    from (select distinct tenant_id, search_name from added) touched;
  end if;
  return null;
end $$;

create trigger products_search_names_added after insert on products
  referencing new table as added for each statement execute function product_search_names_changed();
create trigger products_search_names_changed after update on products
  referencing old table as gone new table as added for each statement execute function product_search_names_changed();
create trigger products_search_names_gone after delete on products
  referencing old table as gone for each statement execute function product_search_names_changed();

select refresh_product_search_names(array_agg(tenant_id), array_agg(search_name))
from (select distinct tenant_id, search_name from products) every_name;
analyze product_search_names;
