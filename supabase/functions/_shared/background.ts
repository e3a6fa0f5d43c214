/**
 * Work done after a function has answered: hosted Supabase's `EdgeRuntime.waitUntil`, which keeps
 * the function running until the work settles (the embedded backend models it in
 * server/function-host.ts). A function that depends on it checks for it when it starts, so a
 * runtime without it fails loudly instead of dropping the work.
 */
import { describeError } from './errors.ts';

type Runtime = { waitUntil(promise: Promise<unknown>): void };

function runtime(): Runtime | null {
  const found = (globalThis as { EdgeRuntime?: Runtime }).EdgeRuntime;
  return found && typeof found.waitUntil === 'function' ? found : null;
}

/** Throws when this runtime cannot run work after the answer. */
export function requireBackgroundWork(): void {
  if (!runtime()) {
    throw new Error(
      'EdgeRuntime.waitUntil is not available: run this function on Supabase Edge Functions or the embedded backend',
    );
  }
}

/** Runs `work` after the answer; a failure is logged with `what`, never thrown. */
export function inBackground(what: string, work: () => Promise<void>): void {
  const running = work().catch((error: unknown) => {
    console.error(`${what} failed: ${describeError(error)}`);
  });
  const edge = runtime();
  if (!edge) throw new Error('EdgeRuntime.waitUntil is not available');
  edge.waitUntil(running);
}
