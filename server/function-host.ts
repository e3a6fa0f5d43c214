/**
 * Run by Deno, not Node: loads one Edge Function (the module named by the first argument) with
 * its `Deno.serve` bound to a free loopback port, and prints that port on a line of its own for
 * the embedded backend (server/functions.ts), which proxies to it. Hosted Supabase binds a
 * deployed function in the same way: a function never chooses its own port.
 */
/** The start of the line the backend waits for. */
export const READY = 'edge-function-listening-on-port';

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
      handlerOf(args),
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
