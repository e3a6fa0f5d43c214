-- A member's language: `language` in their user_metadata (auth.users.raw_user_meta_data), "en"
-- or "hi", set at sign-up to the language of the page they came from (supabase-js's
-- `options.data`) and changed on /profile (`updateUser({ data: { language } })`). It is the
-- language of every email the site sends them: the auth emails read it themselves
-- (supabase/templates/, as `.Data.language`), and a member's reminders follow it: when it
-- changes, the language of the subscription linked to their account changes with it, so the next
-- digest, confirmation and the calendar feed are in it. Runs unchanged on hosted Supabase
-- (supabase db push) and in the embedded backend (server/).

create function public.follow_member_language() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  chosen text := new.raw_user_meta_data ->> 'language';
begin
  -- The list repeats the reminders' languages (the check on reminder_subscriptions.language).
  if chosen in ('en', 'hi')
    and chosen is distinct from (old.raw_user_meta_data ->> 'language') then
    update public.reminder_subscriptions set language = chosen
    where user_id = new.id and language <> chosen;
  end if;
  return new;
end;
$$;

revoke execute on function public.follow_member_language() from public, anon, authenticated;

create trigger on_auth_user_language_changed
  after update of raw_user_meta_data on auth.users
  for each row execute function public.follow_member_language();
