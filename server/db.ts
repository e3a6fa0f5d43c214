/**
 * The embedded backend's database: PGlite (Postgres in WebAssembly) with its data on disk. It
 * creates the parts of Supabase's schema the product relies on (auth.users, auth.uid(), the anon
 * and authenticated roles with Supabase's grants, Vault), then applies supabase/migrations/ in
 * order, with the models of the extensions it has (server/scheduler/) for their `create extension`.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { withExtensionModels } from './scheduler/extensions.ts';
import {
  EXTENSION_BOOKKEEPING,
  MODELS,
  type ModelledExtension,
  VAULT,
} from './scheduler/models.ts';

const bootstrap = `
do $$ begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end $$;

create schema if not exists auth;
create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text unique,
  encrypted_password text not null,
  email_confirmed_at timestamptz,
  confirmation_token text,
  confirmation_sent_at timestamptz,
  recovery_token text,
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{"provider":"email","providers":["email"]}',
  raw_user_meta_data jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
create table if not exists auth.refresh_tokens (
  token text primary key,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  revoked boolean not null default false,
  created_at timestamptz not null default now()
);
-- Refresh tokens form a chain per session (parent); updated_at is when a token was spent, which
-- the reuse interval is measured from.
alter table auth.refresh_tokens add column if not exists id bigserial;
alter table auth.refresh_tokens add column if not exists parent text;
alter table auth.refresh_tokens add column if not exists updated_at timestamptz not null default now();
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);
-- How each session was signed in (the JWT's amr claim).
create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  authentication_method text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (session_id, authentication_method)
);
-- Accounts created before identities were kept get their email identity.
insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email,
    'email_verified', u.email_confirmed_at is not null, 'phone_verified', false),
  'email', u.last_sign_in_at, u.created_at, u.created_at
from auth.users u
where u.email is not null
  and not exists (select 1 from auth.identities i where i.user_id = u.id and i.provider = 'email');

create or replace function auth.uid() returns uuid language sql stable as $f$
  select nullif(coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
  ), '')::uuid
$f$;
create or replace function auth.role() returns text language sql stable as $f$
  select nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
$f$;
create or replace function auth.jwt() returns jsonb language sql stable as $f$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$f$;

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;
grant execute on function auth.uid(), auth.role(), auth.jwt() to anon, authenticated, service_role;

create schema if not exists _embedded;
create table if not exists _embedded.migrations (name text primary key, applied_at timestamptz not null default now());
-- The REST layer's schema cache, kept between starts (server/rest/catalogue-cache.ts) and valid
-- while the schema version it was read at is current: every DDL command counts one version.
create table if not exists _embedded.schema_version (
  id boolean primary key default true check (id),
  n bigint not null default 0
);
insert into _embedded.schema_version default values on conflict do nothing;
create table if not exists _embedded.schema_cache (
  schemas text primary key,
  version bigint not null,
  rows jsonb not null
);
create or replace function _embedded.count_schema_change() returns event_trigger
  language plpgsql security definer set search_path = '' as $f$
begin
  update _embedded.schema_version set n = n + 1;
end
$f$;
drop event trigger if exists embedded_schema_changed;
create event trigger embedded_schema_changed on ddl_command_end
  execute function _embedded.count_schema_change();
drop event trigger if exists embedded_schema_dropped;
create event trigger embedded_schema_dropped on sql_drop
  execute function _embedded.count_schema_change();
create table if not exists _embedded.mail (
  id bigserial primary key,
  recipient text not null,
  subject text not null,
  text_body text not null,
  created_at timestamptz not null default now()
);
-- A message's HTML part and its own headers (name -> value), besides the ones every message has.
alter table _embedded.mail add column if not exists html_body text;
alter table _embedded.mail add column if not exists headers jsonb not null default '{}';
-- Extensions the embedded backend models (server/scheduler/): Vault from the start, as hosted
-- projects have it; pg_cron and pg_net when a migration creates them.
${EXTENSION_BOOKKEEPING}
${VAULT}
`;

/**
 * The bootstrap is idempotent, but running it costs a warm start about a fifth of a second, so a
 * data directory remembers (as the comment of the _embedded schema) which version it holds. A new
 * version also brings the extensions' models a data directory has installed up to date.
 */
const bootstrapVersion = createHash('sha256')
  .update(bootstrap)
  .update(MODELS.pg_cron)
  .update(MODELS.pg_net)
  .digest('hex')
  .slice(0, 16);

async function bootstrapOnce(db: PGlite) {
  const held = await db.query<{ version: string | null }>(
    "select obj_description(oid, 'pg_namespace') as version from pg_namespace where nspname = '_embedded'",
  );
  if (held.rows[0]?.version === bootstrapVersion) return;
  await db.transaction(async (tx) => {
    await tx.exec(bootstrap);
    const installed = await tx.query<{ name: ModelledExtension }>(
      "select name from _embedded.extensions where name <> 'supabase_vault' order by name",
    );
    for (const { name } of installed.rows) await tx.exec(MODELS[name]);
    await tx.exec(`comment on schema _embedded is '${bootstrapVersion}';`);
  });
}

/** Applies the migrations the database has not had yet, each in a transaction of its own. */
async function migrate(db: PGlite, migrationsDir: string) {
  const applied = new Set(
    (await db.query<{ name: string }>('select name from _embedded.migrations')).rows.map(
      (r) => r.name,
    ),
  );
  for (const name of readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (applied.has(name)) continue;
    const sql = readFileSync(path.join(migrationsDir, name), 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(withExtensionModels(sql));
        await tx.query('insert into _embedded.migrations (name) values ($1)', [name]);
      });
    } catch (e) {
      throw new Error(`The migration ${name} failed: ${(e as Error).message}`, { cause: e });
    }
  }
}

export async function openDatabase(dataDir: string, migrationsDir: string): Promise<PGlite> {
  mkdirSync(dataDir, { recursive: true });
  // Postgres's default 128 MB of shared buffers is cleared on every start (about 0.4 s here);
  // a development database of a few thousand rows needs far less.
  const db = new PGlite(dataDir, {
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
  try {
    await bootstrapOnce(db);
    await migrate(db, migrationsDir);
  } catch (e) {
    // Closed cleanly, the data directory keeps what it had before the failed migration.
    await db.close();
    throw e;
  }
  return db;
}
