-- Reminders that cannot be turned against anyone. Runs unchanged on hosted Supabase (supabase db
-- push) and in the embedded backend (server/), whose database is Postgres too (PGlite), advisory
-- locks included.
--
-- 1. The subscribe form's rate limits are one step in the database: the check and the record of
--    an accepted request happen together, under a lock per email address and per client address,
--    so requests sent at once cannot all pass. Two confirmation emails to one address are at least
--    a minimum gap apart.
-- 2. Confirmation emails wait in an outbox: the request is answered before anything depends on
--    the address's state, and the email is sent after the answer (background work), retried by
--    the scheduled job when the provider fails, and dropped once its link has lapsed.
-- 3. A day's digests are claimed with a lease: a claim that was never marked sent (the run was
--    ended mid-send) lapses and a later run sends it; a claim still held, or a digest sent, is
--    never sent again.
-- 4. Members read only their choices, never the tokens, and change their row through the
--    `reminders` function only (which checks what the shared schema allows); they may read the
--    days a digest was sent to them.

-- 1. Rate limits ------------------------------------------------------------------------------

-- Whether a subscribe request may go on, recorded in the same step when it may: 0, or the seconds
-- to wait. `reason` says which limit refused it ('email', 'gap' or 'address'). Locks the email
-- address's key, then the client address's (always in that order), until the transaction ends.
create function public.admit_reminder_request(
  p_email_hash text,
  p_address_hash text,
  p_per_email_day integer,
  p_per_address_hour integer,
  p_email_gap_seconds integer
) returns table (wait_seconds integer, reason text)
  language plpgsql security definer set search_path = ''
as $$
declare
  email_times timestamptz[];
  address_times timestamptz[];
  email_wait integer := 0;
  gap_wait integer := 0;
  address_wait integer := 0;
begin
  perform pg_advisory_xact_lock(hashtextextended('reminder_attempts:email:' || p_email_hash, 0));
  perform pg_advisory_xact_lock(hashtextextended('reminder_attempts:address:' || p_address_hash, 0));
  select coalesce(array_agg(created_at order by created_at desc), '{}') into email_times
    from public.reminder_attempts
    where kind = 'email' and key_hash = p_email_hash and created_at > now() - interval '1 day';
  select coalesce(array_agg(created_at order by created_at desc), '{}') into address_times
    from public.reminder_attempts
    where kind = 'address' and key_hash = p_address_hash and created_at > now() - interval '1 hour';
  -- A window frees a place when the limit-th newest entry leaves it.
  if p_per_email_day > 0 and cardinality(email_times) >= p_per_email_day then
    email_wait := greatest(1, ceil(extract(epoch from
      email_times[p_per_email_day] + interval '1 day' - now()))::integer);
  end if;
  if p_email_gap_seconds > 0 and cardinality(email_times) > 0 then
    gap_wait := greatest(0, ceil(extract(epoch from
      email_times[1] + make_interval(secs => p_email_gap_seconds) - now()))::integer);
  end if;
  if p_per_address_hour > 0 and cardinality(address_times) >= p_per_address_hour then
    address_wait := greatest(1, ceil(extract(epoch from
      address_times[p_per_address_hour] + interval '1 hour' - now()))::integer);
  end if;
  if email_wait = 0 and gap_wait = 0 and address_wait = 0 then
    insert into public.reminder_attempts (kind, key_hash)
      values ('email', p_email_hash), ('address', p_address_hash);
    return query select 0, null::text;
  elsif email_wait >= greatest(gap_wait, address_wait) then
    return query select email_wait, 'email';
  elsif gap_wait >= address_wait then
    return query select gap_wait, 'gap';
  else
    return query select address_wait, 'address';
  end if;
end;
$$;

revoke execute on function public.admit_reminder_request(text, text, integer, integer, integer)
  from public, anon, authenticated;
grant execute on function public.admit_reminder_request(text, text, integer, integer, integer)
  to service_role;

-- 2. The outbox of confirmation emails -------------------------------------------------------

-- One email waiting to be sent: the whole message (it holds the confirmation link, so it is
-- deleted as soon as the provider has it, and with its request when that lapses or is erased).
create table public.reminder_outbox (
  id bigint generated always as identity primary key,
  subscription_id uuid not null references public.reminder_subscriptions (id) on delete cascade,
  message jsonb not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- Held by one sender until then; a sender that was ended mid-send lets it lapse.
  lease_until timestamptz,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

create index reminder_outbox_next on public.reminder_outbox (next_attempt_at);
create index reminder_outbox_subscription on public.reminder_outbox (subscription_id);

alter table public.reminder_outbox enable row level security;
revoke all on public.reminder_outbox from anon, authenticated;
grant select, insert, update, delete on public.reminder_outbox to service_role;

-- Takes up to `p_limit` messages due to be sent (or only message `p_id`), each leased for
-- `p_lease_seconds`, and counts one more attempt on each. Messages past their expiry are
-- deleted instead: their link no longer works.
create function public.claim_reminder_outbox(
  p_limit integer,
  p_lease_seconds integer,
  p_id bigint default null
) returns setof public.reminder_outbox
  language plpgsql set search_path = ''
as $$
begin
  delete from public.reminder_outbox where expires_at <= now();
  return query
  update public.reminder_outbox o
    set lease_until = now() + make_interval(secs => p_lease_seconds), attempts = o.attempts + 1
    where o.id in (
      select id from public.reminder_outbox
      where (p_id is null or id = p_id)
        and next_attempt_at <= now()
        and (lease_until is null or lease_until <= now())
      order by id
      limit p_limit
      for update skip locked
    )
    returning o.*;
end;
$$;

revoke execute on function public.claim_reminder_outbox(integer, integer, bigint)
  from public, anon, authenticated;
grant execute on function public.claim_reminder_outbox(integer, integer, bigint) to service_role;

-- 3. Leased delivery claims ------------------------------------------------------------------

alter table public.reminder_deliveries add column lease_until timestamptz;
comment on column public.reminder_deliveries.lease_until is 'While status is sending: the claim lapses then, and a later run sends the digest (a claim of before the leases lapsed at once).';

-- Claims the digests of `p_day` for `p_ids`: a new claim, or one whose lease has lapsed. Returns
-- the ids this call claimed; a digest sent, or claimed by a run still within its lease, is not.
create function public.claim_reminder_deliveries(
  p_day date,
  p_ids uuid[],
  p_lease_seconds integer
) returns setof uuid
  language sql volatile set search_path = ''
as $$
  insert into public.reminder_deliveries as d (subscription_id, day, status, lease_until)
  select id, p_day, 'sending', now() + make_interval(secs => p_lease_seconds)
  from unnest(p_ids) as id
  on conflict (subscription_id, day) do update
    set lease_until = excluded.lease_until, created_at = now()
    where d.status = 'sending' and (d.lease_until is null or d.lease_until <= now())
  returning d.subscription_id
$$;

revoke execute on function public.claim_reminder_deliveries(date, uuid[], integer)
  from public, anon, authenticated;
grant execute on function public.claim_reminder_deliveries(date, uuid[], integer) to service_role;

drop function public.count_reminder_recipients(date, jsonb);
drop function public.reminder_recipients(date, jsonb, uuid, integer);

-- The subscribers a digest is due to on `p_day` that a run may claim now: as before, but a
-- claim whose lease has lapsed counts as no claim.
create function public.reminder_recipients(
  p_day date,
  p_due jsonb,
  p_after uuid default null,
  p_limit integer default null
) returns table (id uuid, email text, registrations text[], state text, unsubscribe_token text,
  user_id uuid, language text)
  language sql stable set search_path = ''
as $$
  with due as (
    select key as state, array(select jsonb_array_elements_text(value)) as registrations
    from jsonb_each(p_due)
  )
  select s.id, s.email, s.registrations, s.state, s.unsubscribe_token, s.user_id, s.language
  from public.reminder_subscriptions s
  join due on due.state = coalesce(s.state, '')
  where s.status = 'confirmed'
    and s.email_enabled
    and s.registrations && due.registrations
    and (p_after is null or s.id > p_after)
    and not exists (
      select 1 from public.reminder_deliveries d
      where d.subscription_id = s.id and d.day = p_day
        and (d.status = 'sent' or d.lease_until > now())
    )
  order by s.id
  limit p_limit
$$;

-- How many subscribers are still due a digest on `p_day`: those a run may claim, and those
-- claimed by a run that has not marked them sent (yet).
create function public.count_reminder_recipients(p_day date, p_due jsonb) returns bigint
  language sql stable set search_path = ''
as $$
  with due as (
    select key as state, array(select jsonb_array_elements_text(value)) as registrations
    from jsonb_each(p_due)
  )
  select count(*)
  from public.reminder_subscriptions s
  join due on due.state = coalesce(s.state, '')
  where s.status = 'confirmed'
    and s.email_enabled
    and s.registrations && due.registrations
    and not exists (
      select 1 from public.reminder_deliveries d
      where d.subscription_id = s.id and d.day = p_day and d.status = 'sent'
    )
$$;

revoke execute on function public.reminder_recipients(date, jsonb, uuid, integer)
  from public, anon, authenticated;
revoke execute on function public.count_reminder_recipients(date, jsonb)
  from public, anon, authenticated;
grant execute on function public.reminder_recipients(date, jsonb, uuid, integer) to service_role;
grant execute on function public.count_reminder_recipients(date, jsonb) to service_role;

-- 4. What members reach ----------------------------------------------------------------------

-- Their own row's choices and consent, never a token; no direct writes (the function checks
-- registrations and states against the calendar, and records consent only when it is given).
revoke select, update on public.reminder_subscriptions from authenticated;
revoke update (registrations, state, email_enabled, language) on public.reminder_subscriptions
  from authenticated;
grant select (id, user_id, email, registrations, state, language, email_enabled, status,
  consent_text, consent_at, created_at, updated_at, confirmed_at)
  on public.reminder_subscriptions to authenticated;
drop policy "Members update their own reminders" on public.reminder_subscriptions;

-- The days a digest went to the signed-in member, for "Download my data".
create function public.my_reminder_deliveries() returns table (day date, sent_at timestamptz)
  language sql stable security definer set search_path = ''
as $$
  select d.day, d.sent_at
  from public.reminder_deliveries d
  join public.reminder_subscriptions s on s.id = d.subscription_id
  where s.user_id = (select auth.uid()) and d.status = 'sent'
  order by d.day
$$;

revoke execute on function public.my_reminder_deliveries() from public, anon;
grant execute on function public.my_reminder_deliveries() to authenticated;

-- 5. The scheduled work ----------------------------------------------------------------------

-- Every ten minutes, when a confirmation email is waiting (its first try failed, or its sender
-- was ended), send-reminders sends what the outbox holds; with nothing waiting, nothing is called.
select cron.schedule('reminders-outbox', '*/10 * * * *', $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/send-reminders',
    headers := jsonb_build_object('Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
    body := '{"outbox":true}'::jsonb,
    timeout_milliseconds := 60000)
  where exists (
    select 1 from public.reminder_outbox
    where next_attempt_at <= now() and (lease_until is null or lease_until <= now())
  )
$$);
