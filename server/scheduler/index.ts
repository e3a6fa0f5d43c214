/**
 * Scheduled work in the embedded backend: the models of pg_cron, pg_net and Supabase Vault
 * (./models.ts, installed by the migrations' `create extension`, ./extensions.ts), the
 * backend's own address and service-role key in Vault (as a deployer stores a hosted project's),
 * the HTTP requests pg_net queues (./net.ts) and the cron jobs (./cron.ts).
 */
import type { PGlite } from '@electric-sql/pglite';
import { type CronRun, CronScheduler, type SchedulerClock } from './cron.ts';
import { ENCODE_SECRET } from './models.ts';
import { NetWorker } from './net.ts';

export type { CronRun, SchedulerClock } from './cron.ts';
export { systemClock } from './cron.ts';

const SECRETS = {
  project_url: "The embedded backend's own address (stored at every start)",
  service_role_key: "The embedded backend's local service-role key (stored at every start)",
};

/** Stores (or replaces) the project's secrets in Vault, by name. */
async function storeSecrets(db: PGlite, values: Record<keyof typeof SECRETS, string>) {
  for (const [name, description] of Object.entries(SECRETS)) {
    await db.query(
      `insert into vault.secrets (name, secret, description) values ($1, ${ENCODE_SECRET('$2::text')}, $3)
       on conflict (name) where name is not null
       do update set secret = excluded.secret, description = excluded.description, updated_at = now()
       where vault.secrets.secret is distinct from excluded.secret`,
      [name, values[name as keyof typeof SECRETS], description],
    );
  }
}

export interface Scheduling {
  runCronJob: (name: string) => Promise<CronRun>;
  close: () => Promise<void>;
}

export async function startScheduling(
  db: PGlite,
  options: { url: string; serviceRoleKey: string; clock: SchedulerClock; log: (l: string) => void },
): Promise<Scheduling> {
  await storeSecrets(db, { project_url: options.url, service_role_key: options.serviceRoleKey });
  const net = new NetWorker(db, options.log);
  await net.start();
  const cron = new CronScheduler(db, net, options.clock, options.log);
  cron.start();
  return {
    runCronJob: (name) => cron.runJob(name),
    close: async () => {
      await Promise.all([cron.close(), net.close()]);
    },
  };
}
