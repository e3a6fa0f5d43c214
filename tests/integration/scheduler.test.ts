import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db.ts';
import { jwtSecret } from '../../server/keys.ts';
import { cronClock, startBackend } from '../support/backend.ts';
import { type StubServer, startStubServer } from '../support/stub-server.ts';

/** A Thursday, 10:05:30 UTC. */
const START = Date.parse('2026-11-26T10:05:30Z');

let env: Awaited<ReturnType<typeof startBackend>> | undefined;
let clock: ReturnType<typeof cronClock>;
let stub: StubServer;

const backend = () => {
  if (!env) throw new Error('the backend has stopped');
  return env.backend;
};
const sql = <T = Record<string, unknown>>(text: string, params?: unknown[]) =>
  backend().query<T>(text, params);

beforeAll(async () => {
  clock = cronClock(START);
  stub = await startStubServer(() => ({ status: 200, body: { ok: true } }));
  // Vault's schema exposed through REST, to show that its grants, not only the settings, keep
  // anon and authenticated out.
  env = await startBackend({ cronClock: clock, env: { PGRST_DB_SCHEMAS: 'public,vault' } });
});
afterAll(async () => {
  await env?.stop();
  await stub?.close();
});

async function runsOf(jobname: string) {
  return sql<{ status: string; return_message: string; start_time: Date; end_time: Date }>(
    `select d.status, d.return_message, d.start_time, d.end_time
     from cron.job_run_details d join cron.job j using (jobid)
     where j.jobname = $1 order by d.runid`,
    [jobname],
  );
}

/** Points the Vault secret `name` at another value (as a deployer would, with Vault's API). */
async function setSecret(name: string, value: string) {
  await sql('delete from vault.secrets where name = $1', [name]);
  await sql('select vault.create_secret($1, $2)', [value, name]);
}

describe('the schedule migration', () => {
  it('creates its jobs in cron.job, with their schedules, as postgres', async () => {
    const jobs = await sql(
      'select jobname, schedule, active, username from cron.job order by jobname',
    );
    expect(jobs).toEqual([
      {
        jobname: 'erase-expired-personal-data',
        schedule: '15 20 * * *',
        active: true,
        username: 'postgres',
      },
      { jobname: 'reminders-outbox', schedule: '*/10 * * * *', active: true, username: 'postgres' },
      { jobname: 'send-reminders', schedule: '*/10 1-3 * * *', active: true, username: 'postgres' },
    ]);
  });

  it("keeps the backend's own address and service-role key in Vault", async () => {
    const secrets = await sql<{ name: string; decrypted_secret: string }>(
      'select name, decrypted_secret from vault.decrypted_secrets order by name',
    );
    expect(secrets).toEqual([
      { name: 'project_url', decrypted_secret: backend().url },
      { name: 'service_role_key', decrypted_secret: backend().serviceRoleKey },
    ]);
  });

  it('send-reminders posts to the send-reminders function of the address in Vault, with the service-role bearer from Vault, and records the run', async () => {
    await setSecret('project_url', stub.url);
    try {
      const run = await backend().runCronJob('send-reminders');
      expect(run).toEqual({
        status: 'succeeded',
        requests: [
          {
            url: `${stub.url}/functions/v1/send-reminders`,
            status: 200,
            body: '{"ok":true}',
            error: null,
          },
        ],
      });
    } finally {
      await setSecret('project_url', backend().url);
    }
    const [received] = stub.requests.filter((r) => r.path === '/functions/v1/send-reminders');
    expect(received?.method).toBe('POST');
    expect(received?.headers.authorization).toBe(`Bearer ${backend().serviceRoleKey}`);
    expect(received?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received?.body ?? '')).toEqual({});

    const [recorded] = await runsOf('send-reminders');
    expect(recorded).toMatchObject({ status: 'succeeded', return_message: '1 row' });
    expect(recorded?.end_time.getTime()).toBeGreaterThanOrEqual(
      recorded?.start_time.getTime() ?? 0,
    );
    const responses = await sql('select status_code, content, timed_out from net._http_response');
    expect(responses).toContainEqual({
      status_code: 200,
      content: '{"ok":true}',
      timed_out: false,
    });
  });

  it('without the stand-in, send-reminders posts to the backend itself', async () => {
    const [url] = await sql<{ url: string }>(
      "select (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/send-reminders' as url",
    );
    expect(url?.url).toBe(`${backend().url}/functions/v1/send-reminders`);
  });
});

describe('jobs', () => {
  it('records a failed run with its error, and sends nothing it queued', async () => {
    await sql(
      `select cron.schedule('broken', '0 0 1 1 *', $$ select net.http_post('${stub.url}/never'); select 1/0 $$)`,
    );
    const run = await backend().runCronJob('broken');
    expect(run).toEqual({ status: 'failed', requests: [] });
    expect(await runsOf('broken')).toMatchObject([
      { status: 'failed', return_message: 'ERROR:  division by zero\n' },
    ]);
    expect(stub.requests.filter((r) => r.path === '/never')).toEqual([]);
  });

  it('records a request that timed out', async () => {
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/slow`;
    try {
      await sql(
        `select cron.schedule('slow', '0 0 1 1 *', $$ select net.http_post('${url}', timeout_milliseconds := 200) $$)`,
      );
      const run = await backend().runCronJob('slow');
      expect(run).toEqual({
        status: 'succeeded',
        requests: [{ url, status: null, body: null, error: 'Timeout of 200 ms reached' }],
      });
      expect(
        await sql('select timed_out, status_code from net._http_response where timed_out'),
      ).toEqual([{ timed_out: true, status_code: null }]);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('replaces a job scheduled again under its name, and unschedules it', async () => {
    const [first] = await sql<{ id: number }>(
      "select cron.schedule('again', '0,30 9-17/2 * * 1-5', 'select 1') as id",
    );
    const [second] = await sql<{ id: number }>(
      "select cron.schedule('again', '15 20 * * 7', 'select 2') as id",
    );
    expect(second?.id).toBe(first?.id);
    expect(await sql("select schedule, command from cron.job where jobname = 'again'")).toEqual([
      { schedule: '15 20 * * 7', command: 'select 2' },
    ]);
    await sql("select cron.unschedule('again')");
    expect(await sql("select 1 from cron.job where jobname = 'again'")).toEqual([]);
  });

  it('refuses to run a job that does not exist', async () => {
    await expect(backend().runCronJob('nothing')).rejects.toThrow('No cron job is named "nothing"');
  });
});

describe('what the embedded backend does not model is refused, loudly', () => {
  it.each([
    '30 seconds',
    '@daily',
    '5/15 * * * *',
    '60 * * * *',
    '* * * *',
    '0 12 $ * *',
    '0 0 * JAN *',
  ])('the schedule "%s"', async (schedule) => {
    await expect(
      sql("select cron.schedule('refused', $1, 'select 1')", [schedule]),
    ).rejects.toThrow(
      /invalid schedule: .*the embedded backend runs five-field cron schedules only/,
    );
    expect(await sql("select 1 from cron.job where jobname = 'refused'")).toEqual([]);
  });

  it.each([
    ['net.http_get', "select net.http_get('https://example.com')"],
    ['net.http_delete', "select net.http_delete('https://example.com')"],
    ['cron.alter_job', "select cron.alter_job(1, schedule := '0 * * * *')"],
    ['vault.update_secret', "select vault.update_secret(gen_random_uuid(), 'new value')"],
  ])('%s', async (name, statement) => {
    await expect(sql(statement)).rejects.toThrow(`the embedded backend does not support ${name}`);
  });
});

describe('create extension in a migration', () => {
  it('refuses what Postgres would refuse, naming the migration, and applies none of it', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'extensions-'));
    const migrations = path.join(folder, 'migrations');
    mkdirSync(migrations);
    const migration = (sql: string) => {
      rmSync(migrations, { recursive: true, force: true });
      mkdirSync(migrations);
      writeFileSync(path.join(migrations, '1_scheduling.sql'), sql);
    };
    const data = path.join(folder, 'data');
    try {
      migration('create extension pg_cron with schema extensions;');
      await expect(openDatabase(data, migrations)).rejects.toThrow(
        'The migration 1_scheduling.sql failed: extension "pg_cron" must be installed in schema "pg_catalog"',
      );
      // Vault is there from the start, as on a hosted project.
      migration('create table kept (id int);\ncreate extension supabase_vault;');
      await expect(openDatabase(data, migrations)).rejects.toThrow(
        'extension "supabase_vault" already exists',
      );
      migration('create extension if not exists supabase_vault;\ncreate extension pg_cron;');
      const db = await openDatabase(data, migrations);
      const found = await db.query(
        "select to_regclass('kept') as kept, to_regclass('cron.job')::text as job",
      );
      expect(found.rows).toEqual([{ kept: null, job: 'cron.job' }]);
      await db.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('Vault through the REST API', () => {
  const read = (token: string) =>
    fetch(`${backend().url}/rest/v1/decrypted_secrets?select=name,decrypted_secret`, {
      headers: {
        apikey: backend().publishableKey,
        Authorization: `Bearer ${token}`,
        'Accept-Profile': 'vault',
      },
    });

  it('is not readable with the publishable key', async () => {
    const res = await read(backend().publishableKey);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: '42501' });
  });

  it('is not readable by a signed-in user', async () => {
    const token = await new SignJWT({ role: 'authenticated', sub: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(jwtSecret()));
    const res = await read(token);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: '42501' });
  });

  it('is readable with the service-role key', async () => {
    const res = await read(backend().serviceRoleKey);
    expect(res.status).toBe(200);
    expect(await res.json()).toContainEqual({
      name: 'project_url',
      decrypted_secret: backend().url,
    });
  });
});

describe('the scheduler', () => {
  it("runs a job when its clock reaches the job's minute, and at no other", async () => {
    const ticks = () => stub.requests.filter((r) => r.path === '/tick');
    // Minute 7 of 10:00 UTC, on the 26th or a Monday (with both day fields given, either will
    // do, as cron has it): the 26th, a Thursday, is one.
    await sql(
      `select cron.schedule('tick', '7 10 26 * 1', $$ select net.http_post('${stub.url}/tick', '{"n": 1}') $$)`,
    );
    await clock.advance(Date.parse('2026-11-26T10:06:59.999Z') - clock.now());
    expect(ticks()).toEqual([]);
    expect(await runsOf('tick')).toEqual([]);

    await clock.advance(1);
    expect(ticks().map((r) => JSON.parse(r.body))).toEqual([{ n: 1 }]);
    const [run] = await runsOf('tick');
    expect(run).toMatchObject({ status: 'succeeded', return_message: '1 row' });
    expect(run?.start_time.toISOString()).toBe('2026-11-26T10:07:00.000Z');

    await clock.advance(60 * 60_000);
    expect(ticks()).toHaveLength(1);
  });

  it('runs nothing the day after, which is neither the 26th nor a Monday', async () => {
    // To the minute before the job's on the 27th, as a machine that slept would (the launcher
    // wakes in that minute, and catches up none it missed), then through the job's minute.
    clock.jump(Date.parse('2026-11-27T10:06:00Z') - clock.now());
    await clock.advance(Date.parse('2026-11-27T10:08:00Z') - clock.now());
    expect(stub.requests.filter((r) => r.path === '/tick')).toHaveLength(1);
  });

  it('stops with the backend', async () => {
    expect(clock.pending()).toBe(1);
    await env?.stop();
    env = undefined;
    expect(clock.pending()).toBe(0);
  });
});
