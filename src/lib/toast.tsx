/**
 * Toasts, without sonner in any page's start-up. Only the screens (sign-in, profile, generator)
 * raise toasts, each after something the visitor did: sonner and its host load with the first
 * toast, in a small React root of their own, and that toast shows once they are here. Loading
 * them earlier, in idle time, cost a screen's start-up a long task: sonner adds its stylesheet
 * to the page as it loads, and the browser then styles the whole page again.
 */
import { type ComponentType, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';

type Sonner = typeof import('sonner');
interface Options {
  description?: string;
}

let host: Promise<Sonner> | null = null;

function Host({ Toaster, onMount }: { Toaster: Sonner['Toaster']; onMount: () => void }) {
  // Runs after the Toaster's own effects (its subscription to new toasts).
  useEffect(onMount, [onMount]);
  const T = Toaster as ComponentType<Parameters<Sonner['Toaster']>[0]>;
  // Below the sticky header (4rem high), never over it: its links and menu stay usable.
  return (
    <T
      richColors
      closeButton
      position="top-center"
      offset={{ top: 'calc(4rem + 16px)' }}
      mobileOffset={{ top: 'calc(4rem + 8px)' }}
    />
  );
}

function ensureHost(): Promise<Sonner> {
  host ??= import('sonner').then(
    (m) =>
      new Promise<Sonner>((resolve) => {
        const el = document.createElement('div');
        document.body.append(el);
        const root = createRoot(el);
        // In slices: nothing waits on the host but its first toast.
        startTransition(() => root.render(<Host Toaster={m.Toaster} onMount={() => resolve(m)} />));
      }),
    (error: unknown) => {
      host = null;
      throw error;
    },
  );
  return host;
}

function show(kind: 'success' | 'error', message: string, options?: Options) {
  ensureHost().then(
    (m) => m.toast[kind](message, options),
    () => {},
  );
}

export const toast = {
  success: (message: string, options?: Options) => show('success', message, options),
  error: (message: string, options?: Options) => show('error', message, options),
};
