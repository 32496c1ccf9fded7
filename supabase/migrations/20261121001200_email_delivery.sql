-- SMTP delivery of the outbox (src/server/mail/deliver-outbox.ts). A row is claimed by counting
-- an attempt and moving next_attempt_at past the send (a lease); a failed send moves it to the
-- retry time, and the last allowed failure sets failed_at. Rows stay readable by admins either way.
alter table public.email_outbox
  add column attempts integer not null default 0 check (attempts >= 0),
  add column next_attempt_at timestamptz;

-- What the delivery job looks for: the unsent, not given up, oldest first.
create index email_outbox_pending_idx on public.email_outbox (created_at, id)
  where sent_at is null and failed_at is null;
