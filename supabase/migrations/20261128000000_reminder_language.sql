-- The language of each subscription to reminders: that of the page it was asked for on (English
-- at /tools/compliance-calendar, Hindi at /hi/tools/compliance-calendar), in which its
-- confirmation, its digests and its calendar feed are written. Subscriptions made before this
-- were all asked for in English, and clients that do not say are English too. A member may change
-- it as they change their choices. Runs unchanged on hosted Supabase (supabase db push) and in the
-- embedded backend (server/); the check repeats the shared reminder schema's list
-- (supabase/functions/_shared/reminders.ts).

alter table public.reminder_subscriptions
  add column language text not null default 'en' check (language in ('en', 'hi'));

comment on column public.reminder_subscriptions.language is 'The language of the emails and the calendar feed: en (English) or hi (Hindi), the language of the page the reminders were asked for or last set on.';

grant update (language) on public.reminder_subscriptions to authenticated;

-- send-reminders writes each digest in its recipient's language: the selection returns it. A
-- function's columns cannot change in place, so it is made again with the same rules.
drop function public.count_reminder_recipients(date, jsonb);
drop function public.reminder_recipients(date, jsonb, uuid, integer);

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
