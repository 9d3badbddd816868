-- An order's idempotency key belongs to the cart it was placed from (and its member, orders.user_id):
-- a replay of the key from another cart is refused instead of answering with this order.
-- The cart token is a bearer secret, so only its SHA-256 is kept. Older orders have none: their keys are never replayed.
alter table orders add column cart_token_hash text;
