await Promise.all(['@electric-sql/pglite', 'kysely', 'zod', 'jose'].map((m) => import(m)));
const { register } = await import('tsx/esm/api');
register();
const { startDefaultBackend } = await import('./main.ts');
const b = await startDefaultBackend();
console.log(`Embedded\n  Publishable key: ${b.publishableKey}`);
