-- A member who forgot their password could not get back into their account (there was no way to choose a new
-- one). A reset link carries a random token, kept here only as its SHA-256, valid one hour and once; using it
-- sets the new password and ends every session of the account.
create table password_resets (
  id integer generated always as identity primary key,
  user_id integer not null references users(id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_resets_user on password_resets (user_id, created_at);
