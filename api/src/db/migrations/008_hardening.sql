-- Hardening (issue 10): outbox leases, atomic login/registration throttles, housekeeping indexes, random order numbers.

-- A message is claimed (leased) before it is sent outside any transaction; an expired lease is claimable again.
alter table outbox add column claimed_until timestamptz;

-- One row per throttled key: scope 'pair' (account + address), 'account', 'address' or 'register' (address).
-- The row is locked while an attempt is admitted, so parallel attempts are counted one after another.
create table login_throttle (
  tenant_id text not null,
  scope text not null,
  key text not null,
  failures integer not null default 0,
  last_failure_at timestamptz,
  blocked_until timestamptz,
  primary key (tenant_id, scope, key)
);
create index login_throttle_stale_idx on login_throttle (last_failure_at);

create index login_attempts_created_idx on login_attempts (created_at);
create index login_attempts_success_idx on login_attempts (tenant_id, account, address) where succeeded;
create index carts_expires_idx on carts (expires_at);

-- Order numbers are random (order-number.ts): a sequence would reveal the shop's volume.
alter table orders alter column number drop default;
drop sequence order_numbers;
