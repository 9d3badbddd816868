-- The shop promises (shipping page, FAQ, each receipt) to e-mail the tracking number as soon as a parcel goes to the
-- courier, and nothing did. A shipment marked shipped is now mailed to the buyer once (notified_at). Parcels already
-- shipped before this migration count as told, so that no buyer gets mail about an old order.
alter table order_shipments add column notified_at timestamptz;

update order_shipments set notified_at = coalesce(shipped_at, created_at) where state <> 'pending' and state <> 'ready';

create index order_shipments_to_notify on order_shipments (id) where state = 'shipped' and notified_at is null;
