-- Issue 15: the order confirmation e-mail has an HTML part beside the plain text (null: text only, e.g. trade-in mail).
alter table outbox add column html text;
