-- What a Supabase CLI database holds before the postgrest-js suite's migrations run, and the
-- embedded backend's own start-up does not create: this belongs to the compatibility run only.

-- PostgREST's login role; the suite stores PostgREST settings on it (alter role ... set pgrst.*).
do $$ begin
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
end $$;
grant anon, authenticated, service_role to authenticator;

-- Supabase's images grant the API roles everything created in public (RLS decides the rows).
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

-- The CLI creates an extensions schema. PostGIS is not available in PGlite: the schema uses it for
-- one column of a table no test reads, given a stand-in type here (see the adaptations the runner
-- prints).
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create domain extensions.geometry as text;
