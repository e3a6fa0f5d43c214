/**
 * `node --import tsx backend-template.ts <dir>`: makes in `dir` a backend data directory with the
 * bootstrap and every migration applied. A new PGlite database (initdb, then the migrations)
 * takes seconds; a copy of this one, which a backend opens as it opens its own data after a
 * restart, a fraction of a second. The global setup (`setup-backend.ts`) runs it once per test
 * run, beside the first test files.
 */
import path from 'node:path';
import { openDatabase } from '../../server/db.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: backend-template.ts <dir>');
const db = await openDatabase(dir, path.resolve(import.meta.dirname, '../../supabase/migrations'));
await db.close();
