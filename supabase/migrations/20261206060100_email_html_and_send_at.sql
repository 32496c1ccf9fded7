-- Every email carries an HTML part beside its text, made from the same text when it is queued
-- (src/server/mail/email-html.ts); rows queued before keep their text alone. An email may be due
-- later than it is queued (a pickup's review and feedback ask go out the next day): `send_at` is
-- when, null for at once. Its first attempt waits until then (next_attempt_at), and its age for
-- giving up unsent counts from then.
alter table public.email_outbox
  add column body_html text,
  add column send_at timestamptz;
