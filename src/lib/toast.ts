/**
 * Toasts, without sonner in any page's start-up. Only the screens (sign-in, profile, generator)
 * raise toasts, each after something the visitor did: sonner and its host load with the first
 * toast, in a small React root of their own, and that toast shows once they are here. Loading
 * them earlier, in idle time, cost a screen's start-up a long task: sonner adds its stylesheet
 * to the page as it loads, and the browser then styles the whole page again. The host and its
 * words are in toast-host.tsx.
 */
type Toast = typeof import('sonner').toast;
interface Options {
  description?: string;
}

let host: Promise<Toast> | null = null;

function ensureHost(): Promise<Toast> {
  host ??= import('./toast-host.tsx').then(
    (m) => m.mountHost(),
    (error: unknown) => {
      host = null;
      throw error;
    },
  );
  return host;
}

function show(kind: 'success' | 'error', message: string, options?: Options) {
  ensureHost().then(
    (toast) => toast[kind](message, options),
    () => {},
  );
}

export const toast = {
  success: (message: string, options?: Options) => show('success', message, options),
  error: (message: string, options?: Options) => show('error', message, options),
};
