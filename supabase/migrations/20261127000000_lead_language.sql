-- The language of each lead: that of the page the form was sent from (English at /contact, Hindi
-- at /hi/contact), so that the business replies in it. Leads stored before this were all sent
-- from English pages, and clients that do not say are English too. Runs unchanged on hosted
-- Supabase (supabase db push) and in the embedded backend (server/); the check repeats the shared
-- lead schema's list (supabase/functions/_shared/lead.ts).

alter table public.leads
  add column language text not null default 'en' check (language in ('en', 'hi'));

comment on column public.leads.language is 'The language to reply in: en (English) or hi (Hindi), the language of the page the request was sent from.';
