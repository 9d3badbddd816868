create table users (
  id integer generated always as identity primary key,
  tenant_id text not null references tenants(id),
  email text not null,
  password_hash text not null,
  created_at timestamptz not null default now(),
  unique (tenant_id, email)
);

-- Tokens are stored as SHA-256 hashes; the clear tokens exist only in the responses.
create table oauth_access_tokens (
  token_hash text primary key,
  user_id integer not null references users(id) on delete cascade,
  family_id text not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index oauth_access_tokens_family_idx on oauth_access_tokens(family_id);

create table oauth_refresh_tokens (
  token_hash text primary key,
  user_id integer not null references users(id) on delete cascade,
  family_id text not null,
  expires_at timestamptz not null,
  rotated_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index oauth_refresh_tokens_family_idx on oauth_refresh_tokens(family_id);

create table login_attempts (
  id integer generated always as identity primary key,
  tenant_id text not null,
  account text not null,
  address text not null,
  succeeded boolean not null,
  created_at timestamptz not null default now()
);
create index login_attempts_account_idx on login_attempts(tenant_id, account, created_at);
create index login_attempts_address_idx on login_attempts(address, created_at);
