/**
 * Run by Deno, not Node: loads one Edge Function (the module named by the first argument) with
 * its `Deno.serve` bound to a free loopback port, and prints that port on a line of its own for
 * the embedded backend (server/functions.ts), which proxies to it. Hosted Supabase binds a
 * deployed function in the same way: a function never chooses its own port.
 *
 * It also models the Edge Runtime's `EdgeRuntime.waitUntil(promise)`, work a function goes on
 * with after its answer: the process keeps running it, as a hosted worker does until the promise
 * settles. Any other member of `EdgeRuntime` throws, saying the embedded backend does not model
 * it. `GET /__embedded/background` (on the function's own loopback port; the backend's proxy
 * never forwards such a path) answers once no background work is left, for tests.
 */
/** The start of the line the backend waits for. */
export const READY = 'edge-function-listening-on-port';

/** The path the backend asks on to wait for background work (never a function's name). */
export const BACKGROUND_PATH = '/__embedded/background';

const background = new Set<Promise<unknown>>();

const edgeRuntime = new Proxy(
  {
    waitUntil(promise: Promise<unknown>) {
      if (!(promise instanceof Promise))
        throw new TypeError('EdgeRuntime.waitUntil takes a promise');
      const settled = promise.then(
        () => undefined,
        () => undefined,
      );
      background.add(settled);
      void settled.then(() => background.delete(settled));
    },
  },
  {
    get(target, name) {
      if (name in target) return target[name as keyof typeof target];
      if (typeof name === 'symbol' || name === 'then') return undefined;
      throw new Error(
        `the embedded backend does not model EdgeRuntime.${name}: it models EdgeRuntime.waitUntil only`,
      );
    },
  },
);
Object.defineProperty(globalThis, 'EdgeRuntime', { value: edgeRuntime });

/** Resolves once no work passed to EdgeRuntime.waitUntil is left (work may start more). */
async function backgroundDone(): Promise<void> {
  while (background.size > 0) await Promise.all([...background]);
}

function withBackgroundPath(handler: Deno.ServeHandler): Deno.ServeHandler {
  return async (request, info) => {
    if (new URL(request.url).pathname === BACKGROUND_PATH) {
      await backgroundDone();
      return new Response(null, { status: 204 });
    }
    return await handler(request, info);
  };
}

const serve = Deno.serve.bind(Deno) as (
  options: Deno.ServeOptions,
  handler: Deno.ServeHandler,
) => Deno.HttpServer;

function handlerOf(args: unknown[]): Deno.ServeHandler {
  const handler =
    args.find((arg) => typeof arg === 'function') ??
    (args[0] as { handler?: unknown } | undefined)?.handler;
  if (typeof handler !== 'function') throw new Error('Deno.serve was called without a handler');
  return handler as Deno.ServeHandler;
}

Object.defineProperty(Deno, 'serve', {
  value: (...args: unknown[]) =>
    serve(
      {
        hostname: '127.0.0.1',
        port: 0,
        onListen: ({ port }) => console.log(`${READY} ${port}`),
      },
      withBackgroundPath(handlerOf(args)),
    ),
});

// The backend holds this pipe open for as long as it runs: when it ends, even because the
// backend was killed, the function ends too instead of being left behind.
(async () => {
  for await (const _ of Deno.stdin.readable) {
    // Nothing is sent on it.
  }
  Deno.exit(0);
})();

const entry = Deno.args[0];
if (!entry) throw new Error('Name the module of the function to run');
await import(new URL(entry, `file://${Deno.cwd()}/`).href);
