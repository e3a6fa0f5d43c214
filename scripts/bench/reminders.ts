/**
 * A full day of send-reminders at scale: 10,000 confirmed subscribers seeded into a fresh
 * embedded backend, all with something due in seven days, and the function run as Supabase Cron
 * runs it (the service role's key, with the default batch size, time budget and concurrency)
 * until it answers `done: true`. Times each run and the whole day, and counts the function's
 * queries: every REST request it makes goes through a counting proxy (its SUPABASE_URL), and its
 * mail to a stand-in mailbox that only counts.
 *
 *   npx tsx scripts/bench/reminders.ts [subscribers]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createBackend } from '../../server/index.ts';
import { serviceRoleKey } from '../../server/keys.ts';
import { addDays, dueDatesFor, todayInIndia } from '../../supabase/functions/_shared/calendar.ts';
import { calendarData } from '../../supabase/functions/_shared/calendar-data.ts';
import { REMINDER_CONSENT_TEXT } from '../../supabase/functions/_shared/reminders.ts';

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

/** A proxy to `target` that counts the REST requests through it, by table or function. */
async function countingProxy() {
  const counts = new Map<string, number>();
  let target = '';
  const server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://proxy');
    if (url.pathname.startsWith('/rest/v1/')) {
      const what = `${req.method} ${url.pathname.slice('/rest/v1/'.length)}`;
      counts.set(what, (counts.get(what) ?? 0) + 1);
    }
    const upstream = request(
      `${target}${req.url}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  const url = await listen(server);
  return {
    url,
    counts,
    setTarget: (t: string) => {
      target = t;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** A mailbox that accepts every message and only counts them. */
async function countingMailbox() {
  let received = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received++;
      res.writeHead(201, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  const url = await listen(server);
  return {
    url,
    received: () => received,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

const token = (n: number) => `bench${String(n).padStart(38, '0')}`;
const EXTRA = [[], ['pf'], ['pf', 'esi'], ['tds'], ['professional-tax'], ['company', 'posh']];

/** Confirmed subscribers, all with monthly GST returns, and a spread of other choices. */
async function seed(url: string, key: string, count: number) {
  const states = calendarData.states;
  for (let start = 0; start < count; start += 100) {
    const rows = Array.from({ length: Math.min(100, count - start) }, (_, i) => {
      const n = start + i;
      const extra = EXTRA[n % EXTRA.length] ?? [];
      return {
        email: `subscriber${n}@example.in`,
        registrations: ['gst-monthly', ...extra],
        state: extra.includes('professional-tax') ? (states[n % states.length] ?? null) : null,
        status: 'confirmed',
        confirmed_at: new Date().toISOString(),
        unsubscribe_token: token(n),
        consent_text: REMINDER_CONSENT_TEXT,
      };
    });
    const response = await fetch(`${url}/rest/v1/reminder_subscriptions`, {
      method: 'POST',
      headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(rows),
    });
    if (!response.ok)
      throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
  }
}

interface RunAnswer {
  sent: number;
  remaining: number;
  done: boolean;
}

async function runDay(url: string, key: string, date: string) {
  const runs: (RunAnswer & { ms: number })[] = [];
  for (let i = 0; i < 500; i++) {
    const started = performance.now();
    const response = await fetch(`${url}/functions/v1/send-reminders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ date }),
    });
    const body = (await response.json()) as RunAnswer;
    if (!response.ok) throw new Error(`send-reminders answered ${response.status}`);
    runs.push({ ...body, ms: performance.now() - started });
    if (body.done) return runs;
  }
  throw new Error('send-reminders never finished');
}

export async function reminderFigures(subscribers = 10_000) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-reminders-'));
  const proxy = await countingProxy();
  const mailbox = await countingMailbox();
  const backend = await createBackend({
    dataDir,
    siteOrigins: ['http://127.0.0.1:4173'],
    log: () => {},
    functionEnv: {
      SUPABASE_URL: proxy.url,
      LOCAL_MAILBOX_URL: `${mailbox.url}/send`,
      RESEND_API_KEY: '',
      SMTP_HOST: '',
    },
  });
  proxy.setTarget(backend.url);
  try {
    const key = await serviceRoleKey();
    const seeding = performance.now();
    await seed(backend.url, key, subscribers);
    const seedMs = performance.now() - seeding;
    const today = todayInIndia();
    const gstr3b = dueDatesFor(calendarData, addDays(today, 8), addDays(today, 60), {
      registrations: ['gst-monthly'],
      state: null,
    }).find((d) => d.obligationId === 'gstr-3b');
    const date = addDays(gstr3b?.date ?? addDays(today, 30), -7);
    // The function's first request starts its Deno process: time the day without that.
    await fetch(`${backend.url}/functions/v1/send-reminders`, { method: 'POST' });
    proxy.counts.clear();
    const started = performance.now();
    const runs = await runDay(backend.url, key, date);
    const dayMs = performance.now() - started;
    const queriesByKind = Object.fromEntries(proxy.counts);
    const queries = Object.values(queriesByKind).reduce((a, b) => a + b, 0);
    const rerunStarted = performance.now();
    const rerun = await runDay(backend.url, key, date);
    return {
      subscribers,
      date,
      seedMs,
      dayMs,
      runs,
      sent: runs.reduce((n, r) => n + r.sent, 0),
      mails: mailbox.received(),
      queries,
      queriesByKind,
      rerun: { ...rerun.at(-1), ms: performance.now() - rerunStarted },
    };
  } finally {
    await backend.close();
    await Promise.all([proxy.close(), mailbox.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printReminderFigures(f: Awaited<ReturnType<typeof reminderFigures>>) {
  console.log(
    `\nsend-reminders, a full day for ${f.subscribers.toLocaleString('en-IN')} confirmed subscribers (embedded backend, default batch size, time budget and concurrency; mail to a counting stub):`,
  );
  console.table([
    {
      measure: 'seeding the subscribers (REST, 100 rows a request)',
      value: `${(f.seedMs / 1000).toFixed(1)} s`,
    },
    { measure: `the day, as of ${f.date} (all runs)`, value: `${(f.dayMs / 1000).toFixed(1)} s` },
    { measure: 'runs until done', value: f.runs.length },
    { measure: 'digests sent / mails received', value: `${f.sent} / ${f.mails}` },
    { measure: 'digests a second', value: (f.sent / (f.dayMs / 1000)).toFixed(0) },
    { measure: "the function's REST queries", value: f.queries },
    {
      measure: 'queries per 100 subscribers',
      value: ((100 * f.queries) / f.subscribers).toFixed(1),
    },
    {
      measure: 'the same day run again (sends nothing)',
      value: `${f.rerun.ms.toFixed(0)} ms, sent ${f.rerun.sent}`,
    },
  ]);
  console.log(
    '  each run:',
    f.runs.map((r) => `${r.sent} in ${(r.ms / 1000).toFixed(1)} s`).join(', '),
  );
  console.log('  queries:', JSON.stringify(f.queriesByKind));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(process.argv[2] ?? 10_000);
  reminderFigures(count)
    .then(printReminderFigures)
    .catch((e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    });
}
