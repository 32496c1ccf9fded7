-- Delivery of the SMS outbox through the provider (src/server/sms/deliver-texts.ts), as the email
-- outbox is delivered over SMTP: a row is claimed by counting an attempt and moving
-- next_attempt_at past the send (a lease); a failed send moves it to the retry time, and a
-- refusal that no retry can change, or the last allowed failure, sets failed_at. The provider's id
-- of the message it accepted is kept, so a complaint about a text can be traced on its side.
alter table public.sms_outbox
  add column attempts integer not null default 0 check (attempts >= 0),
  add column next_attempt_at timestamptz,
  add column provider_message_id text check (length(provider_message_id) between 1 and 100);

-- What the delivery job looks for: the unsent, not given up, oldest first.
create index sms_outbox_pending_idx on public.sms_outbox (created_at, id)
  where sent_at is null and failed_at is null;
