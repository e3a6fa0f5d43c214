/**
 * Runs `fn` when the browser is next idle, and at the latest after `timeout` ms (after a short
 * delay where there is no requestIdleCallback, as in Safari). Returns a function that cancels it.
 */
export function whenIdle(fn: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, Math.min(timeout, 200));
  return () => window.clearTimeout(id);
}
