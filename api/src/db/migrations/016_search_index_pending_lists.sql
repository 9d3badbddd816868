-- The products' GIN indexes (full text, trigrams) keep a short pending list (64 kB instead of 4 MB), issue 16.
-- With the default, the seed and every later product write (stock after an order, a price list imported) queued
-- there until a vacuum: on PostgreSQL until autovacuum came by, on PGlite (no autovacuum) until the list reached
-- 4 MB. The planner prices an index with a long pending list above reading every product, so term searches read all
-- products (10× catalogue: the candidates' scan 8.9 ms, 4,967 buffers, for 60 matches) instead of the index (0.8 ms,
-- 50 buffers). Without a pending list (fastupdate off) each product write costs much more (PGlite, 10×, all 1,600
-- products rewritten: 8.3 s against 0.5 s); with 64 kB, 1.4 s, and the planner keeps the index.
alter index products_search_vector_idx set (gin_pending_list_limit = 64);
alter index products_search_trgm_idx set (gin_pending_list_limit = 64);
alter index products_search_name_trgm_idx set (gin_pending_list_limit = 64);
-- What is pending now moves into the indexes.
select gin_clean_pending_list('products_search_vector_idx');
select gin_clean_pending_list('products_search_trgm_idx');
select gin_clean_pending_list('products_search_name_trgm_idx');
