-- The shop is told of each new order, message, trade-in request and cancellation by e-mail (there is no back office
-- to see them in). Such a notice answers to the customer: replying to it writes to them, not to the shop itself.
alter table outbox add column reply_to text;
