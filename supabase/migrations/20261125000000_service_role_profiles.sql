-- The service role reads and writes profiles, as it does every table in public on hosted
-- Supabase (whose default privileges grant it them): the business sees and corrects a user's
-- profile in Studio, and tests check what an account deletion left behind. Runs unchanged on
-- hosted Supabase (where it changes nothing) and in the embedded backend.
grant select, insert, update, delete on public.profiles to service_role;
