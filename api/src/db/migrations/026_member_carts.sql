-- A member's cart follows them to every device (claimCart): the member's latest live cart is looked up by user.
create index carts_user_idx on carts (user_id, updated_at desc) where user_id is not null;
