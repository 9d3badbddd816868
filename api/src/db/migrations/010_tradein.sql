-- Trade-in (sell your Mac) and repair booking: devices with their questions, repair services and slots, requests.
create table tradein_categories (
  id integer generated always as identity primary key,
  tenant_id text not null references tenants(id),
  slug text not null,
  name jsonb not null,
  sort_order integer not null default 0,
  unique (tenant_id, slug)
);

create table tradein_subcategories (
  id integer generated always as identity primary key,
  category_id integer not null references tradein_categories(id) on delete cascade,
  slug text not null,
  name jsonb not null,
  sort_order integer not null default 0,
  unique (category_id, slug)
);

-- Questions with their answers: [{ slug, label, description?, operation, value }], value in cents for add/subtract.
create table tradein_questions (
  id integer generated always as identity primary key,
  tenant_id text not null references tenants(id),
  slug text not null,
  text jsonb not null,
  answers jsonb not null,
  sort_order integer not null default 0,
  unique (tenant_id, slug)
);

create table tradein_devices (
  id integer generated always as identity primary key,
  tenant_id text not null references tenants(id),
  subcategory_id integer not null references tradein_subcategories(id) on delete cascade,
  slug text not null,
  model text not null,
  year integer not null,
  chip text not null,
  memory_gb integer not null,
  storage_gb integer not null,
  initial_cents integer not null check (initial_cents > 0),
  minimum_cents integer check (minimum_cents > 0),
  questions text[] not null,
  active boolean not null default true,
  unique (tenant_id, slug)
);

create table repair_services (
  id integer generated always as identity primary key,
  tenant_id text not null references tenants(id),
  slug text not null,
  name jsonb not null,
  description jsonb not null,
  price_cents integer not null check (price_cents >= 0),
  price_from boolean not null default false,
  sort_order integer not null default 0,
  unique (tenant_id, slug)
);

create table tradein_requests (
  id integer generated always as identity primary key,
  tenant_id text not null references tenants(id),
  reference text not null unique,
  kind text not null check (kind in ('sale', 'repair')),
  status text not null default 'pending' check (status in ('pending', 'resolved')),
  state text not null check (state in ('none', 'created', 'pending', 'approved', 'completed', 'canceled',
    'processing', 'refunded', 'failed', 'ready', 'shipped', 'returned')),
  email text not null,
  user_id integer references users(id),
  locale text not null,
  device_id integer references tradein_devices(id),
  device_model text,
  answers jsonb,
  quote_cents integer,
  quote_valid_until timestamptz,
  proposed_cents integer,
  services jsonb,
  slot_starts_at timestamptz,
  details jsonb not null,
  created_at timestamptz not null default now()
);
create index tradein_requests_user on tradein_requests (user_id) where user_id is not null;

create table tradein_request_events (
  id integer generated always as identity primary key,
  request_id integer not null references tradein_requests(id) on delete cascade,
  state text not null,
  note text,
  created_at timestamptz not null default now()
);

create table tradein_request_messages (
  id integer generated always as identity primary key,
  request_id integer not null references tradein_requests(id) on delete cascade,
  reply_to integer references tradein_request_messages(id),
  author text not null check (author in ('customer', 'staff')),
  body text not null,
  created_at timestamptz not null default now()
);

-- One row per booked slot: a booking increments `booked` with an upsert whose update only runs while places are
-- left, so the row lock makes concurrent bookings of the last place queue up and all but one see no row.
create table repair_slot_bookings (
  tenant_id text not null references tenants(id),
  starts_at timestamptz not null,
  booked integer not null check (booked >= 0),
  capacity integer not null,
  primary key (tenant_id, starts_at),
  check (booked <= capacity)
);
