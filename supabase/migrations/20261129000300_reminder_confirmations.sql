-- Each request for reminders has a confirmation link of its own, which confirms what that request
-- asked for. Before, a request for an address that was still pending replaced its link and its
-- choice, so anyone could keep a person's link from working or change what it would confirm.
-- Now the row of the address stays pending until one of its links is followed; every request's
-- link works until it lapses (the limits allow three a day to one address), and following one
-- applies its own choice and consent and ends the others.

create table public.reminder_confirmations (
  -- SHA-256 (hex) of the token in the link: the link itself is never stored.
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  subscription_id uuid not null references public.reminder_subscriptions (id) on delete cascade,
  registrations text[] not null,
  state text,
  language text not null,
  -- The words the visitor saw beside the checkbox of this request, and when.
  consent_text text not null check (char_length(consent_text) > 0),
  consent_at timestamptz not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

comment on table public.reminder_confirmations is 'The confirmation links of reminder requests not yet confirmed, each with what it asked for.';

create index reminder_confirmations_subscription on public.reminder_confirmations (subscription_id);

-- The service role's only: no member or visitor reads or writes it.
alter table public.reminder_confirmations enable row level security;
revoke all on public.reminder_confirmations from anon, authenticated;
grant select, insert, update, delete on public.reminder_confirmations to service_role;

-- The links of requests pending now keep working, with what they asked for.
insert into public.reminder_confirmations
  (token_hash, subscription_id, registrations, state, language, consent_text, consent_at, expires_at)
select confirm_token_hash, id, registrations, state, language, consent_text, consent_at,
  confirm_expires_at
from public.reminder_subscriptions
where status = 'pending' and confirm_token_hash is not null and consent_text is not null
  and consent_at is not null and confirm_expires_at is not null;

-- A pending row has a time its last link lapses; the links themselves are in the table above.
alter table public.reminder_subscriptions drop constraint reminder_subscriptions_pending_has_token;
alter table public.reminder_subscriptions drop column confirm_token_hash;
alter table public.reminder_subscriptions add constraint reminder_subscriptions_pending_lapses check (
  status <> 'pending' or confirm_expires_at is not null
);
