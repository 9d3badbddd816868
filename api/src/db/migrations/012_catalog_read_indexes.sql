-- Reads without the response cache (issue 16): indexes for the search, facet and product-page queries.

-- Facet option counts and option filters join the ACTIVE variants of the candidate products.
create index variants_active_product_idx on variants(product_id, id) where status = 'active';

-- Suggestions and the typo match read the distinct names of the active products.
create index products_active_search_name_idx on products(tenant_id, search_name) where status = 'active';

-- A product's properties are read in their order.
create index product_properties_product_position_idx on product_properties(product_id, position);
drop index product_properties_product_idx;

analyze products;
analyze variants;
analyze product_properties;
