-- Every receipt of an order collected at the shop promises "we will let you know when your order is ready to
-- collect", and nothing did. An order to collect that the shop moves to 'ready' is now mailed to the buyer once
-- (ready_notified_at). Orders already ready before this migration count as told.
alter table orders add column ready_notified_at timestamptz;

update orders set ready_notified_at = now() where shipping_method = 'pickup' and state = 'ready';

create index orders_ready_to_notify on orders (id) where shipping_method = 'pickup' and state = 'ready' and ready_notified_at is null;
