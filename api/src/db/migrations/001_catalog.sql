-- Tenants and catalogue. Localised text is jsonb {"el": "...", "en": "..."}.
create table tenants (
  id text primary key,
  name text not null,
  created_at timestamptz not null default now()
);

create table brands (
  id integer generated always as identity primary key,
  tenant_id text not null references tenants(id),
  slug text not null,
  name text not null,
  image jsonb,
  unique (tenant_id, slug)
);

create table taxons (
  id integer generated always as identity primary key,
  tenant_id text not null references tenants(id),
  taxonomy text not null check (taxonomy in ('CATEGORY', 'CONDITION', 'APPEARANCE')),
  parent_id integer references taxons(id),
  slug text not null,
  name jsonb not null,
  excerpt jsonb,
  description jsonb,
  image jsonb,
  sort_order integer not null default 0,
  unique (tenant_id, slug)
);
create index taxons_parent_idx on taxons(parent_id);

create table products (
  id integer generated always as identity primary key,
  tenant_id text not null references tenants(id),
  slug text not null,
  sku text not null,
  name jsonb not null,
  excerpt jsonb,
  description jsonb,
  status text not null default 'active' check (status in ('active', 'draft', 'archived')),
  brand_id integer references brands(id),
  images jsonb not null default '[]',
  -- roll-ups of the variants, kept by refresh_product_rollups() so listing and sorting stay one query
  price_cents integer not null default 0,
  sale_price_cents integer not null default 0,
  total_on_hand integer not null default 0,
  backorderable boolean not null default false,
  variants_count integer not null default 0,
  search_text text not null default '',
  created_at timestamptz not null default now(),
  unique (tenant_id, slug),
  unique (tenant_id, sku)
);
create index products_listing_idx on products(tenant_id, status, created_at desc);
create index products_price_idx on products(tenant_id, status, sale_price_cents);

create table product_taxons (
  product_id integer not null references products(id) on delete cascade,
  taxon_id integer not null references taxons(id) on delete cascade,
  position integer not null default 0,
  primary key (product_id, taxon_id)
);
create index product_taxons_taxon_idx on product_taxons(taxon_id, product_id);

create table option_types (
  id integer generated always as identity primary key,
  tenant_id text not null references tenants(id),
  internal_name text not null,
  name jsonb not null,
  kind text not null,
  position integer not null default 0,
  unique (tenant_id, internal_name)
);

create table option_values (
  id integer generated always as identity primary key,
  option_type_id integer not null references option_types(id) on delete cascade,
  value text not null,
  label jsonb not null,
  position integer not null default 0,
  unique (option_type_id, value)
);

create table variants (
  id integer generated always as identity primary key,
  product_id integer not null references products(id) on delete cascade,
  sku text not null,
  is_master boolean not null default false,
  price_cents integer not null check (price_cents >= 0),
  sale_price_cents integer check (sale_price_cents >= 0),
  total_on_hand integer not null default 0,
  backorderable boolean not null default false,
  status text not null default 'active' check (status in ('active', 'draft', 'archived')),
  position integer not null default 0,
  unique (product_id, sku)
);
create index variants_product_idx on variants(product_id, position);

create table variant_option_values (
  variant_id integer not null references variants(id) on delete cascade,
  option_value_id integer not null references option_values(id) on delete cascade,
  primary key (variant_id, option_value_id)
);
create index variant_option_values_value_idx on variant_option_values(option_value_id);

create table properties (
  id integer generated always as identity primary key,
  tenant_id text not null references tenants(id),
  internal_name text not null,
  name jsonb not null,
  kind text not null default 'text',
  display_as text not null default 'text',
  multiple boolean not null default false,
  unique (tenant_id, internal_name)
);

create table product_properties (
  id integer generated always as identity primary key,
  product_id integer not null references products(id) on delete cascade,
  property_id integer not null references properties(id) on delete cascade,
  value jsonb not null,
  position integer not null default 0
);
create index product_properties_product_idx on product_properties(product_id);

create table warranties (
  id integer generated always as identity primary key,
  tenant_id text not null references tenants(id),
  internal_name text not null,
  name jsonb not null,
  description jsonb,
  duration_months integer not null,
  unique (tenant_id, internal_name)
);

create table product_warranties (
  product_id integer not null references products(id) on delete cascade,
  warranty_id integer not null references warranties(id) on delete cascade,
  primary key (product_id, warranty_id)
);

create table related_products (
  product_id integer not null references products(id) on delete cascade,
  related_id integer not null references products(id) on delete cascade,
  position integer not null default 0,
  primary key (product_id, related_id)
);

-- Product roll-ups from the variants (master excluded when the product has option variants).
create function refresh_product_rollups(p_tenant text) returns void language sql as $$
  update products p set
    price_cents = r.price_cents,
    sale_price_cents = r.sale_price_cents,
    total_on_hand = r.total_on_hand,
    backorderable = r.backorderable,
    variants_count = r.variants_count
  from (
    select v.product_id,
      coalesce(min(v.price_cents) filter (where not v.is_master), min(v.price_cents)) as price_cents,
      coalesce(min(coalesce(v.sale_price_cents, v.price_cents)) filter (where not v.is_master),
               min(coalesce(v.sale_price_cents, v.price_cents))) as sale_price_cents,
      coalesce(sum(v.total_on_hand) filter (where not v.is_master), 0)::int as total_on_hand,
      bool_or(v.backorderable) as backorderable,
      count(*) filter (where not v.is_master)::int as variants_count
    from variants v
    where v.status = 'active'
    group by v.product_id
  ) r
  where p.id = r.product_id and p.tenant_id = p_tenant;
$$;
