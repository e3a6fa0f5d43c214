-- Leads: requests for a free compliance assessment, stored only by the submit-lead Edge Function
-- (with the service role). Runs unchanged on hosted Supabase (supabase db push) and in the
-- embedded backend (server/). The checks repeat the essential rules of the shared lead schema
-- (supabase/functions/_shared/lead.ts), so a row that skipped the function is refused too.

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null check (char_length(btrim(name)) between 1 and 100),
  email text not null check (
    char_length(email) <= 254
    and email = lower(email)
    and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  -- E.164: +91 and the ten-digit national number of a mobile or a landline with its STD code.
  phone text not null check (phone ~ '^\+91[1-9][0-9]{9}$'),
  company text not null check (char_length(btrim(company)) between 1 and 200),
  employees text not null check (employees in ('1-9', '10-19', '20-49', '50-199', '200-999', '1000+')),
  state text not null check (state in (
    'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat',
    'Haryana', 'Himachal Pradesh', 'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh',
    'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Punjab', 'Rajasthan',
    'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal',
    'Andaman and Nicobar Islands', 'Chandigarh', 'Dadra and Nagar Haveli and Daman and Diu',
    'Delhi', 'Jammu and Kashmir', 'Ladakh', 'Lakshadweep', 'Puducherry'
  )),
  topics text[] not null check (
    cardinality(topics) >= 1
    and topics <@ array[
      'PF & ESI', 'Labour laws', 'POSH', 'GST', 'Company law', 'Business registration',
      'Compliance audit', 'Startup support', 'Legal support'
    ]::text[]
  ),
  message text check (char_length(message) <= 2000),
  source_path text not null check (source_path ~ '^/' and char_length(source_path) <= 500),
  user_id uuid references auth.users (id) on delete set null,
  consent_text text not null check (char_length(consent_text) > 0),
  consent_at timestamptz not null default now(),
  status text not null default 'new' check (status in ('new', 'contacted', 'qualified', 'closed')),
  -- One per form fill: a repeated submission finds the first row instead of adding another.
  idempotency_key uuid not null unique
);

comment on column public.leads.status is 'Where the business is with this request: new, contacted, qualified or closed.';

create index leads_email_created_at on public.leads (email, created_at);
create index leads_user_id on public.leads (user_id);

alter table public.leads enable row level security;

create policy "Users read their own requests" on public.leads
  for select to authenticated using ((select auth.uid()) = user_id);

-- Clients never write leads, and visitors who are not signed in cannot read any.
revoke all on public.leads from anon, authenticated;
grant select on public.leads to authenticated;
grant select, insert, update, delete on public.leads to service_role;

-- Accepted submissions per client address (an HMAC of it, never the address itself), for the
-- per-address rate limit. The function reaches it through the REST API with the service role;
-- row level security without a policy, and no grants, keep every other role out. Rows older
-- than a day are of no use to an hourly limit and are removed as new ones arrive.
create table public.lead_attempts (
  id bigint generated always as identity primary key,
  ip_hash text not null check (char_length(ip_hash) <= 128),
  created_at timestamptz not null default now()
);

create index lead_attempts_ip_hash_created_at on public.lead_attempts (ip_hash, created_at);
create index lead_attempts_created_at on public.lead_attempts (created_at);

alter table public.lead_attempts enable row level security;
revoke all on public.lead_attempts from anon, authenticated;
grant select, insert, delete on public.lead_attempts to service_role;

create function public.prune_lead_attempts() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  delete from public.lead_attempts where created_at < now() - interval '1 day';
  return null;
end;
$$;

create trigger lead_attempts_prune
  after insert on public.lead_attempts
  for each statement execute function public.prune_lead_attempts();
