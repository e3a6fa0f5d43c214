/**
 * The embedded backend's models of three extensions hosted Supabase has: pg_cron (schema `cron`),
 * pg_net (schema `net`) and Supabase Vault (schema `vault`). Each is SQL that can run again
 * (`if not exists`, `create or replace`), installed by `create extension` in a migration (Vault
 * by the bootstrap, as hosted projects have it from the start). What a model has keeps the names,
 * columns and signatures of the real extension; what it does not have, but the real one does, is
 * a function that raises an exception saying so, so a caller never gets a silent difference.
 * The scheduling itself and the HTTP requests are done by the backend (./cron.ts, ./net.ts).
 */

/** How Vault's `secret` column holds a value here: base64, not encrypted (local development). */
export const ENCODE_SECRET = (value: string) => `encode(convert_to(${value}, 'utf8'), 'base64')`;

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * A function of the real extension that the model does not have: same signature, and a call
 * raises feature_not_supported with a message naming the embedded backend. Anyone may call it
 * (who can reach its schema): it only raises. Each comes after its schema's `revoke`s.
 */
function refused(signature: string, returns: string, why: string): string {
  const name = signature.slice(0, signature.indexOf('('));
  const message = `the embedded backend does not support ${name}: ${why}`;
  return `create or replace function ${signature} returns ${returns} language plpgsql as $refused$
begin
  raise exception using errcode = 'feature_not_supported', message = ${quote(message)},
    hint = 'See "Accounts and the backend" in README.md for what the embedded backend models.';
end
$refused$;
grant execute on function ${name} to public;`;
}

export const VAULT = `
create schema if not exists vault;
create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default current_timestamp,
  updated_at timestamptz not null default current_timestamp
);
comment on table vault.secrets is 'The embedded backend''s model of Supabase Vault: secret holds the value in base64, not encrypted (local development only)';
create unique index if not exists secrets_name_idx on vault.secrets (name) where name is not null;
create or replace view vault.decrypted_secrets as
  select s.id, s.name, s.description, s.secret,
    convert_from(decode(s.secret, 'base64'), 'utf8') as decrypted_secret,
    s.key_id, s.nonce, s.created_at, s.updated_at
  from vault.secrets s;
create or replace function vault.create_secret(
  new_secret text, new_name text = null, new_description text = '', new_key_id uuid = null
) returns uuid security definer language plpgsql set search_path = '' as $f$
declare
  created uuid;
begin
  insert into vault.secrets (secret, name, description)
  values (${ENCODE_SECRET('new_secret')}, new_name, new_description)
  returning id into created;
  return created;
end
$f$;
revoke all on schema vault from public, anon, authenticated;
revoke all on all tables in schema vault from public, anon, authenticated;
revoke all on all functions in schema vault from public, anon, authenticated;
grant usage on schema vault to service_role;
grant select, delete on vault.secrets, vault.decrypted_secrets to service_role;
grant execute on function vault.create_secret(text, text, text, uuid) to service_role;
${refused(
  'vault.update_secret(secret_id uuid, new_secret text = null, new_name text = null, new_description text = null, new_key_id uuid = null)',
  'void',
  'it models vault.create_secret and the view vault.decrypted_secrets (as postgres, update vault.secrets or delete the secret and create it again)',
)}
`;

/**
 * pg_cron's schedule syntax as the embedded backend reads it: five fields (minute, hour, day of
 * month, month, day of week), each a list of `*`, `n` or `a-b`, the first and last optionally
 * followed by a step `/n`, within the field's bounds; a day of week of 7 is Sunday, like 0.
 * `_field` gives the values a field stands for, or null when it is not valid.
 */
const CRON_SYNTAX = `
create or replace function cron._field(field text, lo int, hi int) returns int[]
  language plpgsql immutable set search_path = '' as $f$
declare
  item text;
  m text[];
  low_end int;
  high_end int;
  step int;
  result int[] := '{}';
begin
  foreach item in array string_to_array(field, ',') loop
    m := regexp_match(item, '^(\\*|(\\d{1,2})(-(\\d{1,2}))?)(/(\\d{1,2}))?$');
    if m is null then return null; end if;
    -- As pg_cron (Vixie cron): a step needs a range or *, "5/15" is not valid.
    if m[2] is not null and m[4] is null and m[6] is not null then return null; end if;
    low_end := case when m[1] = '*' then lo else m[2]::int end;
    high_end := case when m[1] = '*' then hi else coalesce(m[4]::int, low_end) end;
    step := coalesce(m[6]::int, 1);
    if low_end < lo or high_end > hi or low_end > high_end or step < 1 or step > hi then
      return null;
    end if;
    result := result || array(select generate_series(low_end, high_end, step));
  end loop;
  return nullif(result, '{}');
end
$f$;
create or replace function cron._fields(schedule text) returns text[]
  language sql immutable set search_path = '' as $f$
  select regexp_split_to_array(btrim(schedule), '\\s+')
$f$;
create or replace function cron._check(schedule text) returns void
  language plpgsql immutable set search_path = '' as $f$
declare
  f text[] := cron._fields(schedule);
begin
  if cardinality(f) = 5 and cron._field(f[1], 0, 59) is not null
    and cron._field(f[2], 0, 23) is not null and cron._field(f[3], 1, 31) is not null
    and cron._field(f[4], 1, 12) is not null and cron._field(f[5], 0, 7) is not null then
    return;
  end if;
  raise exception using errcode = 'invalid_parameter_value',
    message = format('invalid schedule: %s (the embedded backend runs five-field cron schedules only: minute, hour, day of month, month and day of week, in UTC, each *, a number, a range a-b or a list of these, optionally stepped as */10 or 1-30/5; not seconds, @hourly-style names, $, or month and day names)', schedule);
end
$f$;
-- Whether a schedule is due in the minute of "at" (UTC). As pg_cron: when both day fields are
-- restricted (neither starts with *), either may match; otherwise both must.
create or replace function cron._due(schedule text, at timestamptz) returns boolean
  language plpgsql immutable set search_path = '' as $f$
declare
  f text[] := cron._fields(schedule);
  t timestamp := at at time zone 'UTC';
  weekday int := extract(dow from t)::int;
  dom boolean;
  dow boolean;
begin
  if cardinality(f) <> 5 then return false; end if;
  if not (extract(minute from t)::int = any(cron._field(f[1], 0, 59))
    and extract(hour from t)::int = any(cron._field(f[2], 0, 23))
    and extract(month from t)::int = any(cron._field(f[4], 1, 12))) then
    return false;
  end if;
  dom := extract(day from t)::int = any(cron._field(f[3], 1, 31));
  dow := weekday = any(cron._field(f[5], 0, 7)) or (weekday = 0 and 7 = any(cron._field(f[5], 0, 7)));
  if left(f[3], 1) = '*' or left(f[5], 1) = '*' then return coalesce(dom and dow, false); end if;
  return coalesce(dom or dow, false);
end
$f$;
`;

export const PG_CRON = `
create schema if not exists cron;
create table if not exists cron.job (
  jobid bigserial primary key,
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport integer not null default 5432,
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text,
  constraint jobname_username_uniq unique (jobname, username)
);
create table if not exists cron.job_run_details (
  jobid bigint,
  runid bigserial primary key,
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);
${CRON_SYNTAX}
-- A job of the same name (and user) is replaced, as pg_cron does; returns the job's id.
create or replace function cron.schedule(job_name text, schedule text, command text) returns bigint
  language plpgsql set search_path = '' as $f$
declare
  id bigint;
begin
  if job_name is null then raise exception 'job_name can not be NULL'; end if;
  if schedule is null then raise exception 'schedule can not be NULL'; end if;
  if command is null then raise exception 'command can not be NULL'; end if;
  perform cron._check(schedule);
  insert into cron.job as j (jobname, schedule, command, username)
  values (job_name, schedule, command, current_user)
  on conflict on constraint jobname_username_uniq do update
    set schedule = excluded.schedule, command = excluded.command, database = excluded.database
  returning j.jobid into id;
  return id;
end
$f$;
create or replace function cron.schedule(schedule text, command text) returns bigint
  language plpgsql set search_path = '' as $f$
declare
  id bigint;
begin
  if schedule is null then raise exception 'schedule can not be NULL'; end if;
  if command is null then raise exception 'command can not be NULL'; end if;
  perform cron._check(schedule);
  insert into cron.job (schedule, command, username) values (schedule, command, current_user)
  returning jobid into id;
  return id;
end
$f$;
create or replace function cron.unschedule(job_name text) returns boolean
  language plpgsql set search_path = '' as $f$
begin
  if job_name is null then raise exception 'job_name can not be NULL'; end if;
  delete from cron.job where jobname = job_name and username = current_user;
  if not found then raise exception 'could not find valid entry for job ''%''', job_name; end if;
  return true;
end
$f$;
create or replace function cron.unschedule(job_id bigint) returns boolean
  language plpgsql set search_path = '' as $f$
begin
  delete from cron.job where jobid = job_id and username = current_user;
  if not found then raise exception 'could not find valid entry for job %', job_id; end if;
  return true;
end
$f$;
revoke all on schema cron from public, anon, authenticated, service_role;
revoke all on all tables in schema cron from public, anon, authenticated, service_role;
revoke all on all functions in schema cron from public, anon, authenticated, service_role;
${refused(
  'cron.alter_job(job_id bigint, schedule text = null, command text = null, database text = null, username text = null, active boolean = null)',
  'void',
  'it models cron.schedule, cron.unschedule, cron.job and cron.job_run_details (schedule the job again under its name to change it)',
)}
${refused(
  'cron.schedule_in_database(job_name text, schedule text, command text, database text, username text = null, active boolean = true)',
  'bigint',
  'it has one database; use cron.schedule',
)}
`;

const NET_WHY = 'it models net.http_post only';

/**
 * pg_net's request queue and responses, and net.http_post as pg_net defines it (its checks, its
 * defaults); a request is queued here and sent by the backend once the transaction commits
 * (the NOTIFY below is delivered then), as pg_net's worker does.
 */
export const PG_NET = `
create schema if not exists net;
create table if not exists net.http_request_queue (
  id bigserial,
  method text not null check (method ilike 'get' or method ilike 'post' or method ilike 'delete'),
  url text not null,
  headers jsonb,
  body bytea,
  timeout_milliseconds int not null
);
create table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out bool,
  error_msg text,
  created timestamptz not null default now()
);
create index if not exists _http_response_created_idx on net._http_response (created);
create or replace function net._urlencode_string(string varchar) returns text
  language sql immutable set search_path = '' as $f$
  select coalesce(string_agg(
    case when c ~ '^[A-Za-z0-9._~-]$' then c
      else upper(regexp_replace(encode(convert_to(c, 'utf8'), 'hex'), '(..)', '%\\1', 'g'))
    end, '' order by n), '')
  from regexp_split_to_table(string, '') with ordinality as s(c, n)
$f$;
create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds int default 5000
) returns bigint language plpgsql set search_path = '' as $f$
declare
  request_id bigint;
  content_type text;
  query_string text;
begin
  select value into content_type from jsonb_each_text(coalesce(headers, '{}'::jsonb))
    where lower(key) = 'content-type' limit 1;
  if content_type is null then
    headers := coalesce(headers, '{}'::jsonb) || '{"Content-Type": "application/json"}'::jsonb;
  end if;
  if content_type <> 'application/json' then
    raise exception 'Content-Type header must be "application/json"';
  end if;
  if body is null then raise exception 'body must not be null'; end if;
  select string_agg(net._urlencode_string(key) || '=' || net._urlencode_string(value), '&')
    into query_string from jsonb_each_text(coalesce(params, '{}'::jsonb));
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST',
    case when query_string is null then url
      else url || case when position('?' in url) > 0 then '&' else '?' end || query_string end,
    headers, convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning id into request_id;
  perform pg_notify('embedded_net', request_id::text);
  return request_id;
end
$f$;
revoke all on schema net from public, anon, authenticated;
revoke all on all tables in schema net from public, anon, authenticated;
revoke all on all sequences in schema net from public, anon, authenticated;
revoke all on all functions in schema net from public, anon, authenticated;
grant usage on schema net to service_role;
grant execute on function net.http_post(text, jsonb, jsonb, jsonb, int) to service_role;
grant execute on function net._urlencode_string(varchar) to service_role;
grant insert on net.http_request_queue to service_role;
grant usage on sequence net.http_request_queue_id_seq to service_role;
grant select on net._http_response to service_role;
${refused("net.http_get(url text, params jsonb = '{}', headers jsonb = '{}', timeout_milliseconds int = 5000)", 'bigint', NET_WHY)}
${refused("net.http_delete(url text, params jsonb = '{}', headers jsonb = '{}', timeout_milliseconds int = 5000, body jsonb = null)", 'bigint', NET_WHY)}
${refused('net.http_collect_response(request_id bigint, async boolean = true)', 'record', `${NET_WHY}; read net._http_response`)}
${refused('net._http_collect_response(request_id bigint, async boolean = true)', 'record', `${NET_WHY}; read net._http_response`)}
${refused('net._await_response(request_id bigint)', 'boolean', `${NET_WHY}; read net._http_response`)}
${refused('net.worker_restart()', 'boolean', 'its requests are sent by the backend process, not a worker')}
${refused('net.wait_until_running()', 'void', 'its requests are sent by the backend process, not a worker')}
${refused('net.wake()', 'void', 'its requests are sent by the backend process, not a worker')}
${refused('net.check_worker_is_up()', 'void', 'its requests are sent by the backend process, not a worker')}
`;

export type ModelledExtension = 'pg_cron' | 'pg_net' | 'supabase_vault';

export const MODELS: Record<ModelledExtension, string> = {
  pg_cron: PG_CRON,
  pg_net: PG_NET,
  supabase_vault: VAULT,
};

/**
 * Which extensions a data directory has, and `create extension` for the modelled ones: checks
 * what Postgres would (already installed, the schema the extension must be in) and records it;
 * the model's SQL follows it in the migration (./extensions.ts).
 */
export const EXTENSION_BOOKKEEPING = `
create table if not exists _embedded.extensions (name text primary key, installed_at timestamptz not null default now());
insert into _embedded.extensions (name) values ('supabase_vault') on conflict do nothing;
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create or replace function _embedded.create_extension(extension text, if_not_exists boolean, in_schema text)
  returns void language plpgsql set search_path = '' as $f$
declare
  required text := case extension when 'pg_cron' then 'pg_catalog' when 'supabase_vault' then 'vault' end;
begin
  if in_schema is not null and not exists (select 1 from pg_namespace where nspname = in_schema) then
    raise exception using errcode = 'invalid_schema_name', message = format('schema "%s" does not exist', in_schema);
  end if;
  if in_schema is not null and required is not null and in_schema <> required then
    raise exception using errcode = 'feature_not_supported',
      message = format('extension "%s" must be installed in schema "%s"', extension, required);
  end if;
  if exists (select 1 from _embedded.extensions where name = extension) then
    if if_not_exists then
      raise notice 'extension "%" already exists, skipping', extension;
    else
      raise exception using errcode = 'duplicate_object', message = format('extension "%s" already exists', extension);
    end if;
  end if;
  insert into _embedded.extensions (name) values (extension) on conflict do nothing;
end
$f$;
`;
