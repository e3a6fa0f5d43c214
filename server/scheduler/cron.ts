/**
 * pg_cron's launcher, in the backend process. At the start of every minute of its clock it asks
 * the database which active jobs of `cron.job` are due in that minute (UTC; `cron._due` reads the
 * schedule, ./models.ts) and runs each as pg_cron does: a row of `cron.job_run_details`
 * ('running', then 'succeeded' or 'failed' with the command's result or error as pg_cron words
 * them, and the end time), the command in one transaction as the job's user (`postgres` for the
 * migrations' jobs) with no request claims. The HTTP requests the command queued with
 * `net.http_post` are then sent (./net.ts). Minutes the backend was not running are not caught
 * up, as pg_cron does not catch them up; `runJob` runs a job now, on demand.
 */
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import type { NetAnswer, NetWorker } from './net.ts';

/** The scheduler's time, and its way of waiting: tests give one they move on themselves. */
export interface SchedulerClock {
  now(): number;
  /** Calls `wake` once `ms` milliseconds of this clock have passed; returns a cancel function. */
  sleep(ms: number, wake: () => Promise<void>): () => void;
}

export const systemClock: SchedulerClock = {
  now: () => Date.now(),
  sleep(ms, wake) {
    const timer = setTimeout(() => void wake(), ms);
    return () => clearTimeout(timer);
  },
};

export interface CronRun {
  /** As `cron.job_run_details.status`. */
  status: 'succeeded' | 'failed';
  /** The HTTP requests the run queued, once answered. */
  requests: { url: string; status: number | null; body: string | null; error: string | null }[];
}

interface Job {
  jobid: number;
  command: string;
  username: string;
}

const MINUTE = 60_000;

/** `cron.job_run_details.return_message` of a run that succeeded, as pg_cron words it. */
function returnMessage(results: Results[]): string {
  const last = results.at(-1);
  if (!last) return '';
  if (last.fields.length > 0) {
    return `${last.rows.length} ${last.rows.length === 1 ? 'row' : 'rows'}`;
  }
  const command = last.command ?? '';
  if (command === 'INSERT') return `INSERT 0 ${last.rowCount ?? 0}`;
  if (/^(UPDATE|DELETE|MERGE|SELECT|MOVE|FETCH|COPY)$/.test(command)) {
    return `${command} ${last.rowCount ?? 0}`;
  }
  return command;
}

/** A failed run's message, as libpq gives it to pg_cron. */
function errorMessage(e: unknown): string {
  const error = e as { message?: string; detail?: string; hint?: string };
  return [
    `ERROR:  ${error.message ?? String(e)}`,
    error.detail ? `DETAIL:  ${error.detail}` : '',
    error.hint ? `HINT:  ${error.hint}` : '',
  ]
    .filter(Boolean)
    .map((line) => `${line}\n`)
    .join('');
}

export class CronScheduler {
  private cancel: (() => void) | null = null;
  private readonly running = new Set<Promise<unknown>>();
  private closed = false;

  constructor(
    private readonly db: PGlite,
    private readonly net: NetWorker,
    private readonly clock: SchedulerClock,
    private readonly log: (line: string) => void,
  ) {}

  /** Waits for the next minute of the clock. */
  start(): void {
    const now = this.clock.now();
    this.arm(now - (now % MINUTE) + MINUTE);
  }

  private arm(target: number): void {
    if (this.closed) return;
    this.cancel = this.clock.sleep(Math.max(0, target - this.clock.now()), () => this.wake(target));
  }

  /** Runs the jobs due in the minute the clock is in, after waiting for the next one. */
  private async wake(target: number): Promise<void> {
    this.cancel = null;
    if (this.closed) return;
    const now = this.clock.now();
    if (now < target) return this.arm(target);
    const minute = now - (now % MINUTE);
    this.arm(minute + MINUTE);
    await this.track(this.runDue(minute));
  }

  private async track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    try {
      return await work;
    } finally {
      this.running.delete(work);
    }
  }

  private async runDue(minute: number): Promise<void> {
    try {
      const installed = await this.db.query<{ ok: boolean }>(
        "select to_regclass('cron.job') is not null as ok",
      );
      if (!installed.rows[0]?.ok) return;
      const due = await this.db.query<Job>(
        'select jobid, command, username from cron.job where active and cron._due(schedule, $1) order by jobid',
        [new Date(minute)],
      );
      const answers: Promise<NetAnswer[]>[] = [];
      for (const job of due.rows) answers.push((await this.execute(job)).answers);
      await Promise.all(answers);
    } catch (e) {
      this.log(`cron: ${(e as Error).message}`);
    }
  }

  /** Runs one job and records the run; its HTTP requests are then on their way. */
  private async execute(job: Job) {
    const started = await this.db.query<{ runid: number }>(
      `insert into cron.job_run_details (jobid, database, username, command, status, start_time)
       values ($1, current_database(), $2, $3, 'running', $4) returning runid`,
      [job.jobid, job.username, job.command, new Date(this.clock.now())],
    );
    let outcome: { status: CronRun['status']; message: string; ids: number[] };
    try {
      const done = await this.db.transaction((tx) => this.command(tx, job));
      outcome = { status: 'succeeded', ...done };
    } catch (e) {
      outcome = { status: 'failed', message: errorMessage(e), ids: [] };
    }
    // Claimed before anything else can await, so the worker's own pass finds them on their way.
    const answers = this.net.send(outcome.ids);
    await this.db.query(
      'update cron.job_run_details set status = $2, return_message = $3, end_time = $4 where runid = $1',
      [started.rows[0]?.runid, outcome.status, outcome.message, new Date(this.clock.now())],
    );
    return { status: outcome.status, answers };
  }

  /** The job's command as its user, and the HTTP requests it queued. */
  private async command(tx: Transaction, job: Job) {
    const net = await tx.query<{ queued: number | null }>(
      "select case when to_regclass('net.http_request_queue') is not null then (select coalesce(max(id), 0) from net.http_request_queue) end as queued",
    );
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', '', true),
        set_config('request.jwt.claim.sub', '', true)`,
      [job.username],
    );
    const results = await tx.exec(job.command);
    await tx.query('reset role');
    const before = net.rows[0]?.queued;
    const queued =
      before === null || before === undefined
        ? []
        : (
            await tx.query<{ id: number }>(
              'select id from net.http_request_queue where id > $1 order by id',
              [before],
            )
          ).rows.map((r) => Number(r.id));
    return { message: returnMessage(results), ids: queued };
  }

  /** Runs the job of this name now, whether active or not, and waits for its HTTP requests. */
  async runJob(name: string): Promise<CronRun> {
    if (this.closed) throw new Error('The embedded backend has stopped');
    const found = await this.db.query<Job>(
      `select jobid, command, username from cron.job where jobname = $1
       order by (username = current_user) desc, jobid limit 1`,
      [name],
    );
    const job = found.rows[0];
    if (!job) throw new Error(`No cron job is named "${name}" (see cron.job)`);
    return this.track(
      (async () => {
        const { status, answers } = await this.execute(job);
        const requests = (await answers).map(({ url, status, body, error }) => ({
          url,
          status,
          body,
          error,
        }));
        return { status, requests };
      })(),
    );
  }

  /** Stops waking; waits for the runs under way (their HTTP requests end with the worker's). */
  async close(): Promise<void> {
    this.closed = true;
    this.cancel?.();
    this.cancel = null;
    await Promise.allSettled([...this.running]);
  }
}
