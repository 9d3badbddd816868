-- A form submitted again with the same data (a newsletter address subscribed twice, a contact message sent again
-- after a double click or a reload) was stored once more: the shop's list held the same subscriber several times and
-- would mail them as often. Each distinct submission is now one row, keyed by a fingerprint of its data (the text
-- of the jsonb value, which PostgreSQL writes in one canonical form); sending it again counts it and moves
-- last_submitted_at, so the shop still sees that a message was sent again and when.
alter table form_submissions
  add column fingerprint bytea,
  add column times_submitted integer not null default 1,
  add column last_submitted_at timestamptz;

update form_submissions set fingerprint = sha256(convert_to(data::text, 'UTF8')), last_submitted_at = created_at;

-- Fold the duplicates stored so far into their first row.
with repeated as (
  select min(id) as first_id, count(*) as times, max(created_at) as last_at
  from form_submissions
  group by form_id, fingerprint
  having count(*) > 1
)
update form_submissions s
set times_submitted = r.times, last_submitted_at = r.last_at
from repeated r
where s.id = r.first_id;

delete from form_submissions later
using form_submissions earlier
where later.form_id = earlier.form_id and later.fingerprint = earlier.fingerprint and later.id > earlier.id;

alter table form_submissions
  alter column fingerprint set not null,
  alter column last_submitted_at set not null,
  alter column last_submitted_at set default now(),
  add constraint form_submissions_once unique (form_id, fingerprint);
