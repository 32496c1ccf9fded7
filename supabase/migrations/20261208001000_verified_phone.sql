-- A customer's phone number is theirs only once proven (decision 66): a six-digit code texted to
-- the number and typed back on the account page. `phone_verified_at` is when the number now in
-- `profiles.phone` was proven; a number typed on the profile without a code keeps it null.
alter table public.profiles add column phone_verified_at timestamptz;
alter table public.profiles
  add constraint profiles_phone_verified_has_phone check (phone_verified_at is null or phone is not null);

-- The one code an account waits on: a new request replaces it, a right code or too many wrong
-- ones deletes it. The code is kept as an HMAC under the store's link key, bound to the account
-- and the number, so the table alone gives no code away.
create table public.phone_verifications (
  account_id uuid primary key references auth.users (id) on delete cascade,
  phone text not null check (phone ~ '^[2-9][0-9]{2}[2-9][0-9]{6}$'),
  code_hash text not null check (length(code_hash) between 40 and 100),
  wrong_tries integer not null default 0 check (wrong_tries >= 0),
  sent_at timestamptz not null,
  expires_at timestamptz not null,
  check (expires_at > sent_at)
);

alter table public.phone_verifications enable row level security;
revoke all on public.phone_verifications from anon, authenticated;
