-- A text's marketing consent waits for the number's YES (decision 51): incoming texts are now also
-- read as an answer to the opt-in text a sign-up sent.
alter table public.sms_inbound drop constraint sms_inbound_intent_check;
alter table public.sms_inbound add constraint sms_inbound_intent_check
  check (intent in ('opt_out', 'opt_in', 'help', 'other'));
