-- A subscriber could leave the newsletter only by writing to the shop, although the privacy policy promises a link
-- in every message. A confirmed subscription now has a token for its unsubscribe link. It is kept as it is, not
-- hashed: the shop puts each subscriber's link in every newsletter it sends, and the token can do nothing but take
-- that one address off the list. Subscriptions confirmed before this migration get one here.
alter table form_submissions add column unsubscribe_token text;

create unique index form_submissions_unsubscribe_token on form_submissions (unsubscribe_token) where unsubscribe_token is not null;

update form_submissions
set unsubscribe_token = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')
where confirmed_at is not null;
