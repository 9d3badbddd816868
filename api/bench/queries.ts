/** The storefront's two hottest calls: the product page and the search page. */
export const productQuery = `query Product($where: ProductWhereUnique!) { product(where: $where) {
  id name sku slug excerpt description availability status variantsCount totalOnHand backorderable orderable onSale discount
  price { amount formatted } salePrice { amount formatted } master { id }
  image { alt src srcset sources { type srcset } metadata { width height } } images { alt src srcset }
  category { name slug } condition { name } grade { name description } brand { name }
  options { name internalName kind values { label value } } properties { id name internalName value multiple displayAs }
  related { id name slug image { src } salePrice { formatted } } warranties { name internalName description duration }
  variants { id sku name label onSale totalOnHand backorderable orderable status availability discount
    price { amount formatted } salePrice { amount formatted } options { name internalName label value } }
} }`;

export const searchQuery = `query Search($term: String, $where: ProductWhere, $first: Int, $skip: Int, $aggs: [String!]) {
  search(term: $term, where: $where, first: $first, skip: $skip, aggs: $aggs, suggest: true) {
    total suggestions aggregations { name label buckets { key label count } }
    nodes { id name slug onSale discount availability price { formatted } salePrice { formatted }
      image { alt src srcset } category { name slug } grade { name } }
} }`;

export const productSlugs = [
  'macbook-air-13-m2-2022-excellent',
  'macbook-pro-14-m1-pro-2021-very-good',
  'imac-24-m1-2021-fair',
  'mac-mini-m2-2023-excellent',
  'ipad-air-5-m1-2022-very-good',
  'mac-studio-m2-max-2023-excellent',
  'magic-keyboard-new',
  'macbook-pro-16-m2-max-2023-fair',
];

export const searchTerms = ['macbook', 'macbook air m2', 'imac', 'ιντσών', 'mac mini', 'ipad pro', 'keyboard', 'macbok'];

/** The listing's facets (catalog remote, `listingAggregations`). */
export const listingAggregations = ['category', 'condition', 'grade', 'price', 'chip', 'memory', 'storage', 'availability'];

/** Searches as the listing sends them: a term or a category, sometimes with ticked facets (disjunctive counts). */
export const searchVariables: { term?: string; where?: Record<string, unknown> }[] = [
  ...searchTerms.map((term) => ({ term })),
  { where: { category: 'apple-products' } },
  { where: { category: 'macbook-air' } },
  { where: { category: 'apple-products', grades: ['excellent'] } },
  { where: { category: 'macbook-pro', options: [{ name: 'memory', values: ['16'] }], grades: ['fair', 'very-good'] } },
  { term: 'macbook', where: { taxons: ['macbook-air'], priceMin: 30000, priceMax: 99999 } },
  { where: { category: 'apple-products', inStock: true, conditions: ['refurbished'] } },
];
