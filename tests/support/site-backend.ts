import { rmSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { type Backend, createBackend } from '../../server/index.ts';
import { freshDataDir } from './backend.ts';
import { startSite } from './site.ts';

/** Where the built site calls the backend (its default project URL). */
const builtBackendUrl = 'http://127.0.0.1:54321';

/**
 * The built site and a backend of the test file's own, on a fresh data directory, allowing the
 * site's origin. No mail provider, CAPTCHA or other secret comes from the developer's environment:
 * mail goes to the backend's mailbox. `close` stops both and removes the data.
 */
export async function startSiteAndBackend(
  prefix: string,
  options: { env?: Record<string, string>; functionEnv?: Record<string, string> } = {},
) {
  const site = await startSite();
  const dataDir = await freshDataDir(prefix);
  const close = async (backend?: Backend) => {
    await site.close();
    await backend?.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const backend = await createBackend({
      dataDir,
      siteOrigins: [site.url],
      log: () => {},
      env: options.env,
      functionEnv: {
        RESEND_API_KEY: '',
        SMTP_HOST: '',
        TURNSTILE_SECRET_KEY: '',
        ...options.functionEnv,
      },
    });
    return { site, backend, close: () => close(backend) };
  } catch (e) {
    await close();
    throw e;
  }
}

/** An address the built site gives for its backend (a feed, an API call), at `backend`. */
export const atBackend = (url: string, backend: Backend) =>
  url.replace(builtBackendUrl, backend.url);

/** Sends a browser context's calls to the built site's backend address to `backend`. */
export function reachBackend(context: BrowserContext, backend: Backend) {
  return context.route(`${builtBackendUrl}/**`, (route) =>
    route.continue({ url: atBackend(route.request().url(), backend) }),
  );
}
