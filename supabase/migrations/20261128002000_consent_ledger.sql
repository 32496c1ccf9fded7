-- The store's own record of marketing consent (decision 24): mainstream email and SMS vendors drop
-- cannabis senders without notice, so who agreed to what lives here and any sender is swappable.
-- A "person" is an address on one channel: a lower-case email, or a phone number as +1 and ten digits.
-- `consent_states` holds where each (channel, address, purpose) stands now; `consent_events` every
-- change, append-only, with the exact words the person was shown and their version.
create table public.consent_states (
  id uuid primary key default gen_random_uuid(),
  channel text not null check (channel in ('email', 'sms')),
  address text not null check (
    (channel = 'email' and address = lower(btrim(address)) and length(address) between 3 and 254)
    or (channel = 'sms' and address ~ '^\+1[2-9][0-9]{2}[2-9][0-9]{6}$')
  ),
  purpose text not null check (purpose in ('marketing', 'order_updates')),
  status text not null check (status in ('pending', 'subscribed', 'unsubscribed')),
  -- The customer account the address belongs to, when one gave it.
  account_id uuid references auth.users (id) on delete set null,
  -- The other address given on the same form (the email beside a phone number), to show them together.
  companion_address text check (companion_address is null or length(companion_address) <= 254),
  changed_at timestamptz not null,
  unique (channel, address, purpose)
);
create index consent_states_changed_idx on public.consent_states (changed_at desc, id);
create index consent_states_companion_idx on public.consent_states (companion_address) where companion_address is not null;

create table public.consent_events (
  id uuid primary key default gen_random_uuid(),
  state_id uuid not null references public.consent_states (id) on delete cascade,
  status text not null check (status in ('pending', 'subscribed', 'unsubscribed')),
  source text not null check (
    source in ('newsletter', 'checkout', 'profile', 'import', 'confirmation-link', 'unsubscribe-link', 'preferences', 'sms-reply')
  ),
  -- The words shown when the person said yes (or the request they made), and which version of them.
  disclosure_key text not null check (length(disclosure_key) between 1 and 60),
  disclosure_version integer not null check (disclosure_version >= 1),
  disclosure_text text not null check (length(disclosure_text) <= 2000),
  -- The network address of the request, when it came through the website.
  client_address text check (client_address is null or length(client_address) <= 100),
  -- The date of birth given with a newsletter sign-up (the 21+ attestation), as given.
  birthdate date,
  occurred_at timestamptz not null
);
create index consent_events_state_idx on public.consent_events (state_id, occurred_at, id);
create index consent_events_time_idx on public.consent_events (occurred_at, id);

-- Every text the store sends, like the email outbox: without a provider the outbox is the delivery.
create table public.sms_outbox (
  id uuid primary key default gen_random_uuid(),
  to_number text not null check (to_number ~ '^\+1[2-9][0-9]{2}[2-9][0-9]{6}$'),
  body text not null check (length(body) between 1 and 1600),
  template text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  failed_at timestamptz,
  failure text
);
create index sms_outbox_to_idx on public.sms_outbox (to_number, created_at desc);

-- Every text received through the provider's webhook, once per provider message id (a retried
-- webhook is recognised), and what the store made of it.
create table public.sms_inbound (
  id uuid primary key default gen_random_uuid(),
  provider text not null,
  provider_message_id text not null check (length(provider_message_id) between 1 and 100),
  from_number text not null,
  body text not null check (length(body) <= 1600),
  intent text not null check (intent in ('opt_out', 'help', 'other')),
  received_at timestamptz not null,
  unique (provider, provider_message_id)
);

-- The newsletter issues admins sent, each to every confirmed email subscriber of its moment.
create table public.newsletter_issues (
  id uuid primary key default gen_random_uuid(),
  subject text not null check (length(btrim(subject)) between 1 and 150),
  body text not null check (length(btrim(body)) between 1 and 20000),
  recipient_count integer not null check (recipient_count >= 0),
  sent_by uuid references auth.users (id) on delete set null,
  sent_at timestamptz not null
);

-- Marketing emails carry List-Unsubscribe and List-Unsubscribe-Post (RFC 8058); the sender sends
-- whatever headers an email was queued with.
alter table public.email_outbox add column headers jsonb not null default '{}'::jsonb;

alter table public.consent_states enable row level security;
alter table public.consent_events enable row level security;
alter table public.sms_outbox enable row level security;
alter table public.sms_inbound enable row level security;
alter table public.newsletter_issues enable row level security;
revoke all on public.consent_states, public.consent_events, public.sms_outbox, public.sms_inbound,
  public.newsletter_issues from anon, authenticated;
