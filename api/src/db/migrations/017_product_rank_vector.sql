-- A search ranks its matches by the name, sku, brand, categories and options only (issue 16). The full vector with
-- the description (1.5 kB a product) is kept out of line in TOAST with the product's other large columns, so ranking
-- a broad term's matches read it back three pages a product (10×, `macbook`: 2,060 buffers for 630 matches, 2.5 ms
-- of ts_rank). Without the description it is a third of the size and stays in the row. The description still
-- decides whether a product matches (search_vector); its words carried a tenth of a name's weight in the rank.
alter table products
  add column rank_vector tsvector generated always as (ts_filter(search_vector, '{a,b,c}')) stored;
alter table products alter column rank_vector set storage main;
