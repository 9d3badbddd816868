-- The option facets and filters (chip, memory, storage) ask which option values a product's ACTIVE variants
-- have (issue 16). Kept per product, like the variant roll-ups, they read one narrow row per product and value
-- instead of joining every variant and its values and de-duplicating (10,330 rows from 25,000 at 1,600 products).
create table product_option_values (
  product_id integer not null references products(id) on delete cascade,
  option_value_id integer not null references option_values(id) on delete cascade,
  primary key (product_id, option_value_id)
);
create index product_option_values_value_idx on product_option_values(option_value_id, product_id);

-- Called by the seed after it inserts variants; whatever changes a variant's options or status calls it too.
create function refresh_product_option_values(p_tenant text) returns void language sql as $$
  delete from product_option_values pov using products p where p.id = pov.product_id and p.tenant_id = p_tenant;
  insert into product_option_values (product_id, option_value_id)
    select distinct v.product_id, vov.option_value_id
    from variants v
    join products p on p.id = v.product_id
    join variant_option_values vov on vov.variant_id = v.id
    where p.tenant_id = p_tenant and v.status = 'active';
$$;

select refresh_product_option_values(id) from tenants;
analyze product_option_values;
