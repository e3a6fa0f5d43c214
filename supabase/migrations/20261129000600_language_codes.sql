-- The database keeps no list of the site's languages: a new language in content/languages.yaml
-- needs no migration. A stored language is any code of a language's form (two or three
-- lower-case letters, optionally a region: "mr", "en-IN"); which languages the site has is
-- checked where a language comes in, by the Edge Functions' schemas, built from the list
-- (supabase/functions/_shared/languages.ts). A stored code that the list does not have (a
-- language the site no longer offers, or a member's metadata set by hand) is read by the
-- functions as the original language (languageOrOriginal). Runs unchanged on hosted Supabase
-- (supabase db push) and in the embedded backend (server/).

-- The checks that listed the languages (added with the columns, so named by Postgres), found by
-- what they are: the one-column CHECK constraints on `language` of the two tables.
do $$
declare
  found record;
begin
  for found in
    select c.conrelid::regclass as tbl, c.conname
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'c'
      and c.conrelid in ('public.leads'::regclass, 'public.reminder_subscriptions'::regclass)
      and cardinality(c.conkey) = 1
      and a.attname = 'language'
  loop
    execute format('alter table %s drop constraint %I', found.tbl, found.conname);
  end loop;
end;
$$;

alter table public.leads
  add constraint leads_language_code check (language ~ '^[a-z]{2,3}(-[A-Z]{2})?$');
alter table public.reminder_subscriptions
  add constraint reminder_subscriptions_language_code
  check (language ~ '^[a-z]{2,3}(-[A-Z]{2})?$');
alter table public.reminder_confirmations
  add constraint reminder_confirmations_language_code
  check (language ~ '^[a-z]{2,3}(-[A-Z]{2})?$');

comment on column public.leads.language is 'The language to reply in: the code of the language of the page the request was sent from (content/languages.yaml); the original, en, by default.';
comment on column public.reminder_subscriptions.language is 'The language of the emails and the calendar feed: the code of the language of the page the reminders were asked for or last set on, or of the member''s own (content/languages.yaml); the original, en, by default.';

-- A member's language, copied to their reminders when it changes: any code of a language's form
-- (the check above); a value of another form (not a language at all) is left where it is, so that
-- the member's own update of their metadata never fails on it.
create or replace function public.follow_member_language() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  chosen text := new.raw_user_meta_data ->> 'language';
begin
  if chosen ~ '^[a-z]{2,3}(-[A-Z]{2})?$'
    and chosen is distinct from (old.raw_user_meta_data ->> 'language') then
    update public.reminder_subscriptions set language = chosen
    where user_id = new.id and language <> chosen;
  end if;
  return new;
end;
$$;

revoke execute on function public.follow_member_language() from public, anon, authenticated;
