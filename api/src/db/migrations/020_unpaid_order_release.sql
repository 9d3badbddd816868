-- An order paid by bank transfer or IRIS takes its units out of stock when placed and waits for the money
-- ('pending'). Nothing ever gave them back: an order never paid kept its Mac off sale for good, and one connection
-- within the order limits could take the whole catalogue off sale in a day. Such an order now carries the end of its
-- hold (payment_due_at; the shop may move it), after which housekeeping cancels it and puts back the units it took
-- (stock_taken: a backorderable variant may have had fewer on hand than were ordered).
alter table orders
  add column payment_due_at timestamptz,
  add column canceled_at timestamptz;

alter table order_items add column stock_taken integer;
update order_items set stock_taken = quantity;
alter table order_items
  alter column stock_taken set not null,
  add constraint order_items_stock_taken check (stock_taken between 0 and quantity);

-- Orders placed before this migration keep no deadline (they were not told one): the shop settles them by hand.
-- The partial index serves the sweep, which writes the state as a constant so that its plan can use it.
create index orders_unpaid_due on orders (payment_due_at) where state = 'pending' and payment_due_at is not null;
