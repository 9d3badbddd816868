-- Checkout: postal-code zones, server carts, orders with idempotency keys, e-mail outbox.
create table postal_codes (
  code text primary key,
  region text not null,
  prefecture_id integer not null,
  zone text generated always as (
    case region when 'GR-I' then 'attica' when 'GR-L' then 'islands' else 'mainland' end
  ) stored
);

create table carts (
  id integer generated always as identity primary key,
  tenant_id text not null references tenants(id),
  token text not null unique,
  user_id integer references users(id),
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table cart_items (
  cart_id integer not null references carts(id) on delete cascade,
  variant_id integer not null references variants(id),
  quantity integer not null check (quantity > 0),
  added_at timestamptz not null default now(),
  primary key (cart_id, variant_id)
);

create sequence order_numbers start 100001;

create table orders (
  id integer generated always as identity primary key,
  tenant_id text not null references tenants(id),
  public_id text not null unique,
  number text not null unique default ('RM' || nextval('order_numbers')),
  idempotency_key text not null,
  user_id integer references users(id),
  state text not null check (state in ('created', 'pending', 'approved', 'completed', 'canceled',
    'processing', 'refunded', 'failed', 'ready', 'shipped', 'returned')),
  email text not null,
  locale text not null,
  billing jsonb not null,
  shipping jsonb not null,
  invoice jsonb,
  notes text,
  shipping_method text not null,
  payment_method text not null,
  installments integer not null default 1,
  payment_reference text,
  subtotal_cents integer not null,
  shipment_cents integer not null,
  tax_cents integer not null,
  total_cents integer not null,
  created_at timestamptz not null default now(),
  unique (tenant_id, idempotency_key)
);

create table order_items (
  id integer generated always as identity primary key,
  order_id integer not null references orders(id) on delete cascade,
  variant_id integer not null references variants(id),
  product_id integer not null references products(id),
  sku text not null,
  name jsonb not null,
  label text,
  quantity integer not null check (quantity > 0),
  unit_cents integer not null,
  tax_cents integer not null
);

create table outbox (
  id integer generated always as identity primary key,
  tenant_id text not null references tenants(id),
  order_id integer references orders(id),
  recipient text not null,
  subject text not null,
  body text not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
create index outbox_pending on outbox (next_attempt_at) where sent_at is null;

-- Product stock roll-up for the given products only (same rule as refresh_product_rollups).
create function refresh_product_stock(p_ids integer[]) returns void language sql as $$
  update products p set total_on_hand = coalesce((
    select sum(v.total_on_hand) filter (where not v.is_master) from variants v
    where v.product_id = p.id and v.status = 'active'), 0)::int
  where p.id = any(p_ids);
$$;
