/**
 * The toasts' host: sonner's Toaster in a React root of its own, loaded with the first toast
 * (toast.ts). Its words are the catalogue's (`toasts`), in the original language, as the account
 * screens that raise toasts are.
 */
import { type ComponentType, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';
import { toasts } from '../generated/messages/toasts.ts';
import { messagesIn, originalLanguage } from './language.ts';

function Host({ onMount }: { onMount: () => void }) {
  // Runs after the Toaster's own effects (its subscription to new toasts).
  useEffect(onMount, [onMount]);
  const t = messagesIn(toasts, originalLanguage);
  const T = Toaster as ComponentType<Parameters<typeof Toaster>[0]>;
  // Below the sticky header (4rem high), never over it: its links and menu stay usable.
  return (
    <T
      richColors
      closeButton
      containerAriaLabel={t.notifications}
      toastOptions={{ closeButtonAriaLabel: t.close }}
      position="top-center"
      offset={{ top: 'calc(4rem + 16px)' }}
      mobileOffset={{ top: 'calc(4rem + 8px)' }}
    />
  );
}

/** Adds the host to the page; resolves with sonner's `toast` once the host listens for toasts. */
export function mountHost(): Promise<typeof toast> {
  return new Promise((resolve) => {
    const el = document.createElement('div');
    document.body.append(el);
    const root = createRoot(el);
    // In slices: nothing waits on the host but its first toast.
    startTransition(() => root.render(<Host onMount={() => resolve(toast)} />));
  });
}
