-- The compliance check-up (/tools/compliance-check) in the two places it is kept. Runs unchanged
-- on hosted Supabase (supabase db push) and in the embedded backend (server/).
--
-- A lead sent from the check-up's "Ask us to handle these" carries its answers and the ids of the
-- obligations the visitor's list showed: { "answers": {...}, "obligations": ["pf-registration"] }.
-- The submit-lead function validates both with the shared lead schema
-- (supabase/functions/_shared/lead.ts) before it stores them; leads sent without it keep null.
alter table public.leads
  add column checkup jsonb check (
    checkup is null
    or (jsonb_typeof(checkup -> 'answers') = 'object'
      and jsonb_typeof(checkup -> 'obligations') = 'array')
  );

comment on column public.leads.checkup is 'The compliance check-up the request was sent from: its answers and the ids of the obligations it listed (null when sent without one).';

-- A member's saved check-up answers, with their profile: read and written by the member alone
-- (the profile's row level security), exported with it, and deleted with the account by the
-- profile's cascade. Only an object of modest size is accepted; the site validates its fields
-- when it reads them back.
alter table public.profiles
  add column checkup_answers jsonb check (
    checkup_answers is null
    or (jsonb_typeof(checkup_answers) = 'object' and octet_length(checkup_answers::text) <= 2000)
  );

comment on column public.profiles.checkup_answers is 'The compliance check-up answers the member saved to their account (null when none).';

grant update (checkup_answers) on public.profiles to authenticated;
