/**
 * Supabase Edge Functions (/functions/v1/<name>) for the embedded backend: each function's
 * `supabase/functions/<name>/index.ts` runs under Deno (from the `deno` npm package) in a
 * long-lived process of its own, started on its first request and stopped by `close`, and
 * requests are proxied to it. Deno may use the network and read the project, nothing more.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parse } from 'yaml';
import { send } from './http.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const FUNCTIONS_DIR = path.join(ROOT, 'supabase', 'functions');
const HOST_SCRIPT = path.join(import.meta.dirname, 'function-host.ts');
/** The line server/function-host.ts prints once the function listens. */
const READY = /^edge-function-listening-on-port (\d+)$/;
const START_TIMEOUT_MS = 30_000;
/** Where server/function-host.ts answers once no background work is left. */
const BACKGROUND_PATH = '/__embedded/background';
/** Settings a developer may give the functions through the backend's own environment. */
const PASSED_THROUGH = /^(LEAD_|REMINDERS_|SMTP_|RESEND_|TURNSTILE_)/;

interface Running {
  port: number;
  child: ChildProcess;
}

/** The Deno executable the `deno` package ships for this platform. */
function denoExecutable(): string {
  const install = createRequire(import.meta.url)('deno/install_api.cjs') as {
    runInstall: () => string;
  };
  return install.runInstall();
}

/** The business's address, from content/site.yaml: where new leads are announced by default. */
export function siteEmail(): string | undefined {
  const site = parse(readFileSync(path.join(ROOT, 'content', 'site.yaml'), 'utf8')) as {
    email?: unknown;
  };
  return typeof site.email === 'string' ? site.email : undefined;
}

/**
 * The environment of every function: the names hosted Supabase sets, the LEAD_, REMINDERS_,
 * SMTP_, RESEND_ and TURNSTILE_ settings of the backend's own environment, then `overrides`
 * (tests use these).
 */
export function functionEnvironment(options: {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  localMailboxUrl: string;
  siteOrigins: string[];
  overrides?: Record<string, string>;
}): Record<string, string> {
  const env: Record<string, string> = {
    SUPABASE_URL: options.url,
    SUPABASE_ANON_KEY: options.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: options.serviceRoleKey,
    LOCAL_MAILBOX_URL: options.localMailboxUrl,
    SITE_ORIGINS: options.siteOrigins.join(','),
  };
  const notify = siteEmail();
  if (notify) env.LEAD_NOTIFY_EMAIL = notify;
  for (const [name, value] of Object.entries(process.env)) {
    if (PASSED_THROUGH.test(name) && value !== undefined) env[name] = value;
  }
  return { ...env, ...options.overrides };
}

/**
 * X-Forwarded-For for the function, as a gateway that appends its peer's address: the client's
 * address is the last entry. A peer on this machine (the site's development server, a test) is a
 * proxy the developer runs, trusted to have appended its own client's address last, so its list
 * is passed on as it is; any other peer's address replaces whatever it sent. Everything before
 * the last entry was written by whoever called, and the functions never read it.
 */
function forwardedFor(req: IncomingMessage): string {
  const client = req.socket.remoteAddress ?? 'unknown';
  const previous = req.headers['x-forwarded-for'];
  const local = client === '127.0.0.1' || client === '::1' || client === '::ffff:127.0.0.1';
  if (!local) return client;
  return typeof previous === 'string' && previous.trim() ? previous : client;
}

export class EdgeFunctions {
  private readonly running = new Map<string, Promise<Running>>();
  private readonly children = new Set<ChildProcess>();

  constructor(
    private readonly env: () => Record<string, string>,
    private readonly log: (line: string) => void,
  ) {}

  /** Answers a request to /functions/v1/<name>; never throws. */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    try {
      await this.route(req, res, url);
    } catch (error) {
      this.log(`function request failed: ${(error as Error).stack ?? error}`);
      if (!res.headersSent)
        send(res, 500, { code: 'unexpected_failure', message: 'Unexpected failure' });
    }
  }

  private async route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const [, name = '', ...rest] = url.pathname.replace(/^\/functions\/v1/, '').split('/');
    const entry = path.join(FUNCTIONS_DIR, name, 'index.ts');
    if (!/^[a-z0-9][a-z0-9_-]*$/i.test(name) || !existsSync(entry)) {
      return send(res, 404, { code: 'not_found', message: 'Requested function was not found' });
    }
    let target: Running;
    try {
      target = await this.start(name, entry);
    } catch (error) {
      this.log(`function ${name} failed to start: ${(error as Error).message}`);
      return send(res, 503, {
        code: 'boot_error',
        message: `The function ${name} failed to start: ${(error as Error).message}`,
      });
    }
    this.proxy(req, res, target.port, `/${[name, ...rest].join('/')}${url.search}`);
  }

  private proxy(req: IncomingMessage, res: ServerResponse, port: number, pathAndQuery: string) {
    const headers = { ...req.headers, 'x-forwarded-for': forwardedFor(req) };
    delete headers.connection;
    const upstream = httpRequest(
      { host: '127.0.0.1', port, method: req.method, path: pathAndQuery, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      this.log(`function request failed: ${error.message}`);
      if (!res.headersSent) {
        send(res, 502, { code: 'function_unreachable', message: 'The function did not answer' });
      } else res.destroy();
    });
    req.pipe(upstream);
  }

  private start(name: string, entry: string): Promise<Running> {
    let started = this.running.get(name);
    if (!started) {
      started = this.spawn(name, entry);
      this.running.set(name, started);
      // A function that failed to start is tried again on its next request.
      started.catch(() => this.running.delete(name));
    }
    return started;
  }

  private spawn(name: string, entry: string): Promise<Running> {
    const child = spawn(
      denoExecutable(),
      [
        'run',
        '--no-prompt',
        // The npm: packages of the function's import map come from the project's node_modules,
        // as `npm ci` installed them: Deno fetches nothing, and a function importing from
        // elsewhere fails to start, loudly. (Deployed, Supabase bundles them from npm.)
        '--node-modules-dir=manual',
        '--cached-only',
        '--no-lock',
        '--allow-net',
        '--allow-env',
        `--allow-read=${ROOT}`,
        ...configOf(entry),
        HOST_SCRIPT,
        entry,
      ],
      {
        cwd: ROOT,
        stdio: ['pipe', 'pipe', 'pipe'],
        env: { ...inheritedForDeno(), NO_COLOR: '1', ...this.env() },
      },
    );
    this.children.add(child);
    const errors: string[] = [];
    createInterface({ input: child.stderr as NodeJS.ReadableStream }).on('line', (line) => {
      errors.push(line);
      this.log(`[${name}] ${line}`);
    });
    return new Promise<Running>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`it did not listen within ${START_TIMEOUT_MS / 1000} s`));
        child.kill();
      }, START_TIMEOUT_MS);
      createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
        const ready = READY.exec(line);
        if (!ready) return this.log(`[${name}] ${line}`);
        clearTimeout(timer);
        resolve({ port: Number(ready[1]), child });
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        this.children.delete(child);
        this.running.delete(name);
        const firstError = errors.find((line) => /error/i.test(line)) ?? errors[0];
        reject(new Error(firstError ?? `Deno exited (${signal ?? `code ${code}`})`));
      });
    });
  }

  /**
   * Resolves once the running functions have no background work left (EdgeRuntime.waitUntil,
   * as server/function-host.ts models it).
   */
  async backgroundDone(): Promise<void> {
    const running = await Promise.allSettled([...this.running.values()]);
    await Promise.all(
      running.flatMap((started) =>
        started.status === 'fulfilled'
          ? [
              fetch(`http://127.0.0.1:${started.value.port}${BACKGROUND_PATH}`).then((r) =>
                r.body?.cancel(),
              ),
            ]
          : [],
      ),
    );
  }

  /**
   * Ends the function's process at once (SIGKILL), as a platform ends a function past its
   * limits or in a deploy: whatever it was doing stops. Its next request starts it again.
   */
  async kill(name: string): Promise<void> {
    const started = this.running.get(name);
    if (!started) return;
    const { child } = await started;
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  /** Stops every function's Deno process and waits for it to end. */
  async close(): Promise<void> {
    await Promise.all(
      [...this.children].map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
  }
}

/** The function's own deno.json (its import map), as `supabase functions deploy` uses it. */
function configOf(entry: string): string[] {
  const config = path.join(path.dirname(entry), 'deno.json');
  return existsSync(config) ? ['--config', config] : ['--no-config'];
}

/** What Deno needs of the backend's environment: where it keeps its cache, and nothing secret. */
function inheritedForDeno(): Record<string, string> {
  const names = ['HOME', 'PATH', 'DENO_DIR', 'TMPDIR', 'XDG_CACHE_HOME', 'NO_COLOR'];
  return Object.fromEntries(
    names.flatMap((name) => (process.env[name] ? [[name, process.env[name] as string]] : [])),
  );
}
