/**
 * A setup file: it runs again before every test file, so that the content fixtures each file made
 * are removed once its tests are done. A hook in fixture.ts itself was registered only by the first
 * file a worker ran, since a worker that runs file after file on the modules it has loaded
 * (`isolate: false`) evaluates fixture.ts once, and every later file's folders were left behind.
 */
import { afterAll } from 'vitest';
import { removeNoted } from './fixture-dirs.ts';

afterAll(removeNoted);
