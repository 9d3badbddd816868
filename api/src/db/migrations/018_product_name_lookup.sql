-- The typo match finds the products of the names close to a word by equality (`search_name = any(array(…))`,
-- search-match.ts), issue 16. The index for it was partial (`where status = 'active'`), and a prepared statement's
-- generic plan, where the status is a parameter, cannot use a partial index: PostgreSQL answered the equality from
-- the names' trigram index instead, which splits every name into trigrams and reads their lists (10×, `macbook`:
-- 1,072 pages and 3.7 ms for 720 rows). A whole index on the name serves any plan.
create index products_search_name_idx on products(tenant_id, search_name);
drop index products_active_search_name_idx;

-- Nothing reads the products' trigram indexes any more (the typo match and the suggestions test the distinct names,
-- migration 015), yet every product write (stock after each order) updated them.
drop index products_search_name_trgm_idx;
drop index products_search_trgm_idx;

analyze products;
