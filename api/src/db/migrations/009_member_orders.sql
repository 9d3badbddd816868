-- Member orders (issue 12): a member's orders are read newest first; parcels carry their tracking.

create index orders_member_idx on orders (tenant_id, user_id, created_at desc, id desc) where user_id is not null;

-- One row per parcel, written when the shop ships (no admin yet: by hand or by a future back office).
create table order_shipments (
  id integer generated always as identity primary key,
  order_id integer not null references orders(id) on delete cascade,
  carrier text not null,
  state text not null default 'pending' check (state in ('pending', 'ready', 'shipped', 'completed', 'returned')),
  tracking_number text,
  tracking_url text check (tracking_url is null or tracking_url ~ '^https://'),
  shipped_at timestamptz,
  created_at timestamptz not null default now()
);
create index order_shipments_order_idx on order_shipments (order_id);
