-- The lead form's rate limits as one step in the database, as the reminders' are
-- (20261129000000_reminder_limits_and_leases.sql): the check and the record of an accepted
-- submission happen together, under a lock per email address and per client address, so
-- submissions sent at once cannot all pass. An attempt now also keeps an HMAC of the email
-- address (never the address), which the per-email limit counts.

alter table public.lead_attempts
  add column email_hash text check (email_hash ~ '^[0-9a-f]{64}$');

create index lead_attempts_email_hash_created_at on public.lead_attempts (email_hash, created_at);

-- 0 and the attempt recorded, or the seconds to wait and which limit refused ('email' or
-- 'address').
create function public.admit_lead(
  p_email_hash text,
  p_ip_hash text,
  p_per_email_day integer,
  p_per_ip_hour integer
) returns table (wait_seconds integer, reason text)
  language plpgsql security definer set search_path = ''
as $$
declare
  email_times timestamptz[];
  ip_times timestamptz[];
  email_wait integer := 0;
  ip_wait integer := 0;
begin
  perform pg_advisory_xact_lock(hashtextextended('lead_attempts:email:' || p_email_hash, 0));
  perform pg_advisory_xact_lock(hashtextextended('lead_attempts:address:' || p_ip_hash, 0));
  select coalesce(array_agg(created_at order by created_at desc), '{}') into email_times
    from public.lead_attempts
    where email_hash = p_email_hash and created_at > now() - interval '1 day';
  select coalesce(array_agg(created_at order by created_at desc), '{}') into ip_times
    from public.lead_attempts
    where ip_hash = p_ip_hash and created_at > now() - interval '1 hour';
  if p_per_email_day > 0 and cardinality(email_times) >= p_per_email_day then
    email_wait := greatest(1, ceil(extract(epoch from
      email_times[p_per_email_day] + interval '1 day' - now()))::integer);
  end if;
  if p_per_ip_hour > 0 and cardinality(ip_times) >= p_per_ip_hour then
    ip_wait := greatest(1, ceil(extract(epoch from
      ip_times[p_per_ip_hour] + interval '1 hour' - now()))::integer);
  end if;
  if email_wait = 0 and ip_wait = 0 then
    insert into public.lead_attempts (ip_hash, email_hash) values (p_ip_hash, p_email_hash);
    return query select 0, null::text;
  elsif email_wait >= ip_wait then
    return query select email_wait, 'email';
  else
    return query select ip_wait, 'address';
  end if;
end;
$$;

revoke execute on function public.admit_lead(text, text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.admit_lead(text, text, integer, integer) to service_role;
