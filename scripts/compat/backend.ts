/** The embedded backend for one suite: fresh data folder, free ports, the suite's settings. */
import { type Backend, type BackendOptions, createBackend } from '../../server/index.ts';
import type { BackendSettings } from './suites.ts';

export interface SuiteBackend {
  backend: Backend;
  /** First lines of the errors the backend logged (answered 500), each once. */
  errors: Set<string>;
}

export async function startSuiteBackend(
  settings: BackendSettings,
  dataDir: string,
): Promise<SuiteBackend> {
  const errors = new Set<string>();
  const options: BackendOptions = {
    dataDir,
    port: 0,
    mailPort: 0,
    siteOrigins: settings.siteOrigins,
    migrationsDir: settings.migrationsDir,
    env: settings.env,
    requireApiKey: settings.requireApiKey,
    clientAddressKnown: settings.clientAddressKnown,
    log: (line) => {
      if (line.startsWith('backend error')) errors.add(line.split('\n')[0] ?? line);
    },
  };
  return { backend: await createBackend(options), errors };
}
