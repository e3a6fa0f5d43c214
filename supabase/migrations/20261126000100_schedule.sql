-- Scheduled work, with pg_cron and pg_net (times in UTC):
-- - send-reminders, every ten minutes from 01:00 to 03:50 UTC (06:30 to 09:20 in India): posts
--   to the send-reminders Edge Function, which sends the day's digests and carries on where the
--   previous run stopped;
-- - erase-expired-personal-data, daily at 20:15 UTC (01:45 in India): deletes the personal data
--   whose time is up (public.erase_expired_personal_data()).
-- The project's address and service-role key come from Supabase Vault, as Supabase's scheduling
-- guide does it: before this migration runs on a hosted project, the deployer stores them once
-- (SQL editor), e.g.
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service role key>', 'service_role_key');
-- The embedded backend stores its own address and local key there at every start.
create extension if not exists pg_cron;
create extension if not exists pg_net with schema extensions;
select cron.schedule('send-reminders', '*/10 1-3 * * *', $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/send-reminders',
    headers := jsonb_build_object('Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
    body := '{}'::jsonb,
    timeout_milliseconds := 60000)
$$);
select cron.schedule('erase-expired-personal-data', '15 20 * * *', $$ select public.erase_expired_personal_data() $$);
