-- A newsletter address was subscribed on anyone's word: a stranger's address joined the list as easily as one's own,
-- and the shop could not show that the owner had agreed. A subscription now counts once its owner opens the link
-- e-mailed to the address and confirms (confirmed_at). The link's token is kept only as its SHA-256; a new link is
-- sent at most once a day per address, whoever asks. Subscriptions stored before this migration stay unconfirmed.
alter table form_submissions
  add column confirm_token_hash bytea,
  add column confirm_sent_at timestamptz,
  add column confirmed_at timestamptz;

create unique index form_submissions_confirm_token on form_submissions (confirm_token_hash) where confirm_token_hash is not null;
