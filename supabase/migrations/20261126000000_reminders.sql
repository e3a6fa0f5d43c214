-- Reminders of compliance due dates: who asked for them (double opt-in), what was sent each day,
-- and the daily erasure of personal data kept past its time. Written only by the Edge Functions
-- `reminders` and `send-reminders` (with the service role); a signed-in member reads and changes
-- their own choices. Runs unchanged on hosted Supabase (supabase db push) and in the embedded
-- backend (server/). The checks repeat the essential rules of the shared schema
-- (supabase/functions/_shared/reminders.ts), so a row that skipped the functions is refused too;
-- which registration ids exist is the calendar data's to say, so only their form is checked here.

create table public.reminder_subscriptions (
  id uuid primary key default gen_random_uuid(),
  -- A member's own row (their account's email); null for a visitor who subscribed by the form.
  user_id uuid unique references auth.users (id) on delete cascade,
  email text not null unique check (
    char_length(email) <= 254
    and email = lower(email)
    and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  registrations text[] not null check (
    cardinality(registrations) between 1 and 50
    and array_position(registrations, null) is null
    and array_to_string(registrations, ' ') ~ '^[a-z0-9]+(-[a-z0-9]+)*( [a-z0-9]+(-[a-z0-9]+)*)*$'
  ),
  state text check (state in (
    'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat',
    'Haryana', 'Himachal Pradesh', 'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh',
    'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Punjab', 'Rajasthan',
    'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal',
    'Andaman and Nicobar Islands', 'Chandigarh', 'Dadra and Nagar Haveli and Daman and Diu',
    'Delhi', 'Jammu and Kashmir', 'Ladakh', 'Lakshadweep', 'Puducherry'
  )),
  email_enabled boolean not null default true,
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'unsubscribed')),
  -- SHA-256 (hex) of the token in the confirmation link: the link itself is never stored.
  confirm_token_hash text unique check (confirm_token_hash ~ '^[0-9a-f]{64}$'),
  confirm_expires_at timestamptz,
  -- 32 random bytes, base64url: the token of every email's unsubscribe link.
  unsubscribe_token text not null unique check (unsubscribe_token ~ '^[A-Za-z0-9_-]{43}$'),
  -- The calendar feed's token, the same form; null: no feed.
  feed_token text unique check (feed_token ~ '^[A-Za-z0-9_-]{43}$'),
  -- The consent given for the emails; null only for a member who keeps their calendar choice with
  -- the emails off and never agreed to them.
  consent_text text check (char_length(consent_text) > 0),
  consent_at timestamptz default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  confirmed_at timestamptz,
  constraint reminder_subscriptions_pending_has_token check (
    status <> 'pending' or (confirm_token_hash is not null and confirm_expires_at is not null)
  ),
  constraint reminder_subscriptions_emails_need_consent check (
    not email_enabled or (consent_text is not null and consent_at is not null)
  ),
  constraint reminder_subscriptions_confirmed_when check (
    status <> 'confirmed' or confirmed_at is not null
  ),
  -- Only a confirmed subscription has a feed: unsubscribing revokes it.
  constraint reminder_subscriptions_feed_when_confirmed check (
    status = 'confirmed' or feed_token is null
  )
);

comment on table public.reminder_subscriptions is 'Who asked for reminders of compliance due dates, and for which registrations.';

create index reminder_subscriptions_pending_expiry on public.reminder_subscriptions (confirm_expires_at)
  where status = 'pending';

create trigger reminder_subscriptions_touch_updated_at
  before update on public.reminder_subscriptions
  for each row execute function public.touch_updated_at();

alter table public.reminder_subscriptions enable row level security;

create policy "Members read their own reminders" on public.reminder_subscriptions
  for select to authenticated using ((select auth.uid()) = user_id);

create policy "Members update their own reminders" on public.reminder_subscriptions
  for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);

-- A member changes only their choices: never the email, the status or the tokens. Rows are made
-- and removed by the functions (service role) alone; visitors who are not signed in read none.
revoke all on public.reminder_subscriptions from anon, authenticated;
grant select on public.reminder_subscriptions to authenticated;
grant update (registrations, state, email_enabled) on public.reminder_subscriptions to authenticated;
grant select, insert, update, delete on public.reminder_subscriptions to service_role;

-- One row per subscriber and day a digest went out (or is going out): written as 'sending'
-- before the email is handed to the provider and 'sent' after, so that a run that was cut off
-- and run again never sends a second digest that day. No API access but the service role's.
create table public.reminder_deliveries (
  subscription_id uuid not null references public.reminder_subscriptions (id) on delete cascade,
  day date not null,
  status text not null default 'sending' check (status in ('sending', 'sent')),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  primary key (subscription_id, day),
  constraint reminder_deliveries_sent_when check (status <> 'sent' or sent_at is not null)
);

create index reminder_deliveries_day on public.reminder_deliveries (day);

alter table public.reminder_deliveries enable row level security;
revoke all on public.reminder_deliveries from anon, authenticated;
grant select, insert, update, delete on public.reminder_deliveries to service_role;

-- Accepted subscription requests per client address and per email address (an HMAC of each,
-- never the address), for the rate limits, as public.lead_attempts. Rows older than a day are
-- of no use to the limits and are removed as new ones arrive, and by the daily erasure.
create table public.reminder_attempts (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('address', 'email')),
  key_hash text not null check (key_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);

create index reminder_attempts_key on public.reminder_attempts (kind, key_hash, created_at);
create index reminder_attempts_created_at on public.reminder_attempts (created_at);

alter table public.reminder_attempts enable row level security;
revoke all on public.reminder_attempts from anon, authenticated;
grant select, insert, delete on public.reminder_attempts to service_role;

create function public.prune_reminder_attempts() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  delete from public.reminder_attempts where created_at < now() - interval '1 day';
  return null;
end;
$$;

create trigger reminder_attempts_prune
  after insert on public.reminder_attempts
  for each statement execute function public.prune_reminder_attempts();

-- The subscribers a digest is due to on `p_day`: confirmed, emails on, none recorded for the
-- day yet, and holding a registration with something due. `p_due` maps a state (the empty
-- string: no state) to the registrations with a due date in the digest's window there, as
-- send-reminders works it out from the calendar data. In order of id, after `p_after`, at most
-- `p_limit` (null: all), so that a run goes through them in batches.
create function public.reminder_recipients(
  p_day date,
  p_due jsonb,
  p_after uuid default null,
  p_limit integer default null
) returns table (id uuid, email text, registrations text[], state text, unsubscribe_token text,
  user_id uuid)
  language sql stable set search_path = ''
as $$
  with due as (
    select key as state, array(select jsonb_array_elements_text(value)) as registrations
    from jsonb_each(p_due)
  )
  select s.id, s.email, s.registrations, s.state, s.unsubscribe_token, s.user_id
  from public.reminder_subscriptions s
  join due on due.state = coalesce(s.state, '')
  where s.status = 'confirmed'
    and s.email_enabled
    and s.registrations && due.registrations
    and (p_after is null or s.id > p_after)
    and not exists (
      select 1 from public.reminder_deliveries d where d.subscription_id = s.id and d.day = p_day
    )
  order by s.id
  limit p_limit
$$;

create function public.count_reminder_recipients(p_day date, p_due jsonb) returns bigint
  language sql stable set search_path = ''
as $$
  select count(*) from public.reminder_recipients(p_day, p_due)
$$;

revoke execute on function public.reminder_recipients(date, jsonb, uuid, integer)
  from public, anon, authenticated;
revoke execute on function public.count_reminder_recipients(date, jsonb)
  from public, anon, authenticated;
grant execute on function public.reminder_recipients(date, jsonb, uuid, integer) to service_role;
grant execute on function public.count_reminder_recipients(date, jsonb) to service_role;

-- A lead's last update: the business records each contact by moving its status on (or editing
-- it) in Studio, and the two years of keeping it run from then. A change of user_id alone (the
-- account deleted) is not a contact and leaves the time as it was.
alter table public.leads add column updated_at timestamptz;
update public.leads set updated_at = created_at;
alter table public.leads
  alter column updated_at set default now(),
  alter column updated_at set not null;

create trigger leads_touch_updated_at
  before update on public.leads
  for each row
  when (
    (to_jsonb(old) - 'user_id' - 'updated_at') is distinct from (to_jsonb(new) - 'user_id' - 'updated_at')
  )
  execute function public.touch_updated_at();

create index leads_updated_at on public.leads (updated_at);

-- Personal data past its time, erased by the daily job (Supabase Cron): requests for an
-- assessment two years after their last update; reminder requests never confirmed, once their
-- link has lapsed (7 days); subscriptions 30 days after they were stopped; delivery records
-- after 90 days; rate-limit hashes after a day. Returns how many rows of each went.
create function public.erase_expired_personal_data() returns json
  language plpgsql security definer set search_path = ''
as $$
declare
  leads_erased integer;
  pending_erased integer;
  unsubscribed_erased integer;
  deliveries_erased integer;
  attempts_erased integer;
  more integer;
begin
  delete from public.leads where updated_at < now() - interval '2 years';
  get diagnostics leads_erased = row_count;
  delete from public.reminder_subscriptions
    where status = 'pending' and confirm_expires_at < now();
  get diagnostics pending_erased = row_count;
  delete from public.reminder_subscriptions
    where status = 'unsubscribed' and updated_at < now() - interval '30 days';
  get diagnostics unsubscribed_erased = row_count;
  delete from public.reminder_deliveries where day < current_date - 90;
  get diagnostics deliveries_erased = row_count;
  delete from public.lead_attempts where created_at < now() - interval '1 day';
  get diagnostics attempts_erased = row_count;
  delete from public.reminder_attempts where created_at < now() - interval '1 day';
  get diagnostics more = row_count;
  return json_build_object(
    'leads', leads_erased,
    'pendingReminderRequests', pending_erased,
    'unsubscribedReminders', unsubscribed_erased,
    'reminderDeliveries', deliveries_erased,
    'rateLimitHashes', attempts_erased + more
  );
end;
$$;

revoke execute on function public.erase_expired_personal_data() from public, anon, authenticated;
grant execute on function public.erase_expired_personal_data() to service_role;
