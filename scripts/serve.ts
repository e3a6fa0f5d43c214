/**
 * `npm run preview`: serves dist/ as a static host would: /path answers dist/path/index.html,
 * unknown paths answer 404.html with status 404, text is gzipped, hashed assets and fragments
 * (named by content hash) are cached for a year, and the headers dist/_headers names for a path
 * are sent with it. Tests start it on a free port.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { languageOf, pathIn } from '../src/lib/languages.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.ics': 'text/calendar; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.ics']);

/**
 * Gzipped bodies by file, kept while the file is the same one (inode, size and modification
 * time): the browser tests load the same files over and over, each time in a fresh browser
 * context, and gzipping them each time again was wasted work.
 */
const gzipped = new Map<string, { version: string; body: Buffer }>();

function gzipOf(file: string): Buffer {
  const { ino, size, mtimeMs } = statSync(file);
  const version = `${ino}:${size}:${mtimeMs}`;
  const kept = gzipped.get(file);
  if (kept?.version === version) return kept.body;
  const body = gzipSync(readFileSync(file));
  gzipped.set(file, { version, body });
  return body;
}

/** dist/_headers (exact paths only, as the build writes it): path to its headers. */
export function headersByPath(dir: string): Map<string, Record<string, string>> {
  const file = path.join(dir, '_headers');
  const byPath = new Map<string, Record<string, string>>();
  if (!existsSync(file)) return byPath;
  let current: Record<string, string> | null = null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const header = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    if (header && current) current[header[1] as string] = header[2] as string;
    else if (line.startsWith('/')) {
      current = {};
      byPath.set(line.trim(), current);
    }
  }
  return byPath;
}

/** The file that answers a URL path, or null. Never leaves `dir`. */
export function resolveFile(dir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const clean = path.normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const candidates = [path.join(dir, clean), path.join(dir, clean, 'index.html')];
  for (const file of candidates) {
    if (!file.startsWith(dir)) continue;
    if (existsSync(file) && statSync(file).isFile() && !path.basename(file).startsWith('.'))
      return file;
  }
  return null;
}

export function serve(
  dir: string,
  port = 4173,
  host = '127.0.0.1',
): Promise<{ server: Server; url: string }> {
  const root = path.resolve(dir);
  const extraHeaders = headersByPath(root);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let file = resolveFile(root, url.pathname);
    let status = 200;
    if (!file) {
      // As _redirects says: a translation's path has its language's not-found page.
      const local = path.join(root, `${pathIn(languageOf(url.pathname), '/404')}.html`);
      file = existsSync(local) ? local : path.join(root, '404.html');
      status = 404;
    }
    const ext = path.extname(file);
    const headers: Record<string, string> = {
      'Content-Type': types[ext] ?? 'application/octet-stream',
      'Cache-Control':
        status === 200 && /^\/(assets|fragments)\//.test(url.pathname)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      ...(status === 200 ? extraHeaders.get(url.pathname.replace(/\/$/, '') || '/') : {}),
    };
    const gzip =
      compressible.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) {
      const body = gzipOf(file);
      res.writeHead(status, {
        ...headers,
        'Content-Encoding': 'gzip',
        'Content-Length': body.length,
        Vary: 'Accept-Encoding',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(status, { ...headers, 'Content-Length': statSync(file).size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({ server, url: `http://${host}:${actual}` });
    });
  });
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
) {
  const dist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error('dist/ has no build yet: run "npm run build" first.');
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 4173);
  serve(dist, port).then(({ url }) => console.log(`Serving dist/ at ${url}`));
}
