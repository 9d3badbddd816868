create table promotions (
  id integer generated always as identity primary key,
  tenant_id text not null references tenants(id),
  slug text not null,
  type text not null,
  name jsonb not null,
  excerpt jsonb,
  description jsonb,
  image jsonb,
  sort_order integer not null default 0,
  active boolean not null default true,
  starts_at timestamptz,
  ends_at timestamptz,
  created_at timestamptz not null default now(),
  unique (tenant_id, slug)
);

create table promotion_products (
  promotion_id integer not null references promotions(id) on delete cascade,
  product_id integer not null references products(id) on delete cascade,
  position integer not null default 0,
  primary key (promotion_id, product_id)
);

create table carousel_slides (
  id integer generated always as identity primary key,
  tenant_id text not null references tenants(id),
  placement text not null default 'home',
  title jsonb not null,
  subtitle jsonb,
  cta_label jsonb,
  link text,
  image jsonb,
  sort_order integer not null default 0,
  active boolean not null default true
);

create table payment_options (
  id integer generated always as identity primary key,
  tenant_id text not null references tenants(id),
  kind text not null,
  name jsonb not null,
  description jsonb,
  min_amount_cents integer,
  max_amount_cents integer,
  active boolean not null default true,
  display_on text not null default 'both' check (display_on in ('frontend', 'backend', 'both')),
  sort_order integer not null default 0
);

create table installment_plans (
  id integer generated always as identity primary key,
  payment_option_id integer not null references payment_options(id) on delete cascade,
  length integer not null check (length > 0),
  interest_rate numeric(5, 2) not null default 0
);

create table forms (
  id integer generated always as identity primary key,
  tenant_id text not null references tenants(id),
  slug text not null,
  name jsonb not null,
  active boolean not null default true,
  fields jsonb not null,
  unique (tenant_id, slug)
);

create table form_submissions (
  id integer generated always as identity primary key,
  form_id integer not null references forms(id),
  data jsonb not null,
  locale text not null,
  created_at timestamptz not null default now()
);

create table seo_translations (
  id integer generated always as identity primary key,
  tenant_id text not null references tenants(id),
  type text not null check (type in ('PRODUCT', 'TAXON', 'PROMOTION', 'PAGE')),
  slug text not null,
  -- {"el": {"slug", "title", "description"}, "en": {...}}
  translations jsonb not null,
  redirect_to text,
  unique (tenant_id, type, slug)
);
