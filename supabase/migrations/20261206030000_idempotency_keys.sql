-- Writes sent with an Idempotency-Key (decision 52): the first request with a key claims it here
-- before it runs, and its answer is kept beside the claim, so a repeat (a retry after a lost
-- connection) gets that answer instead of running the write again. The key is kept as its
-- SHA-256; the request as the SHA-256 of who sent it, the method, the address and the body, so the
-- key sent with anything else is refused. Rows go after a day (the expire-idempotency-keys job).
create table public.idempotency_keys (
  key_hash text primary key,
  request_fingerprint text not null,
  -- null while the first request runs
  answer_status integer,
  answer_headers jsonb,
  answer_body text,
  created_at timestamptz not null
);
create index idempotency_keys_created_idx on public.idempotency_keys (created_at);

alter table public.idempotency_keys enable row level security;
revoke all on public.idempotency_keys from anon, authenticated;
