import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { client, follow, freshDataDir, lastMail, SITE, startBackend } from '../support/backend.ts';

const dataDir = await freshDataDir('backend-durable-');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const password = 'correct horse battery';

describe('data survives restarts', () => {
  it('keeps users and profiles after a clean stop', async () => {
    const first = await startBackend(dataDir);
    const sb = client(first.backend);
    await sb.auth.signUp({
      email: 'keep@example.in',
      password,
      options: { emailRedirectTo: `${SITE}/auth` },
    });
    await follow((await lastMail(first.backend, 'keep@example.in')).link);
    const { data } = await sb.auth.signInWithPassword({ email: 'keep@example.in', password });
    await sb
      .from('profiles')
      .update({ company: 'Kept Ltd' })
      .eq('id', data.user?.id as string);
    await first.stop(true);

    const second = await startBackend(dataDir);
    const again = client(second.backend);
    const signIn = await again.auth.signInWithPassword({ email: 'keep@example.in', password });
    expect(signIn.error).toBeNull();
    const profile = await again
      .from('profiles')
      .select('company')
      .eq('id', signIn.data.user?.id as string)
      .single();
    expect(profile.data?.company).toBe('Kept Ltd');
    await second.stop(true);
  });

  it('keeps committed data when the process is killed with SIGKILL', async () => {
    const script = `
      import { createBackend } from ${JSON.stringify(path.resolve(import.meta.dirname, '../../server/index.ts'))};
      const b = await createBackend({ dataDir: ${JSON.stringify(dataDir)}, siteOrigins: [${JSON.stringify(SITE)}], log: () => {} });
      console.log(JSON.stringify({ url: b.url, mailUrl: b.mailUrl, publishableKey: b.publishableKey }));
    `;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const info = await new Promise<{ url: string; mailUrl: string; publishableKey: string }>(
      (resolve) => {
        child.stdout.once('data', (chunk: Buffer) => resolve(JSON.parse(chunk.toString())));
      },
    );
    const backend = { ...info, close: async () => {} };
    const sb = client(backend);
    await sb.auth.signUp({
      email: 'killed@example.in',
      password,
      options: { emailRedirectTo: `${SITE}/auth` },
    });
    await follow((await lastMail(backend, 'killed@example.in')).link);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;

    const restarted = await startBackend(dataDir);
    const signIn = await client(restarted.backend).auth.signInWithPassword({
      email: 'killed@example.in',
      password,
    });
    expect(signIn.error).toBeNull();
    await restarted.stop(true);
  });
});
