/**
 * Raster images. Originals live in content/images/ (PNG or JPEG, as large as they come); the site
 * serves them from /images/ as the build makes them: a compressed copy at the original's name (at
 * most 1,200 px wide, for Open Graph and plain links) and AVIF and WebP at the widths
 * `imageWidths` gives, which <Figure> offers as responsive sources. The build writes them to
 * dist/images/ (encodings are cached, so rebuilds are quick); the dev server makes them on
 * request. Vector images (SVG) need none of this and stay in public/.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';
import { variantPath } from '../src/lib/images.ts';
import { listSiteFiles } from './site-files.ts';

export const imageDir = (root: string) => path.join(root, 'content', 'images');

/** Widths offered below the original's own (capped at `maxWidth`). */
const stepWidths = [480, 960, 1440];
const maxWidth = 1920;
/** The copy at the original's name: the size Open Graph asks for. */
const copyWidth = 1200;

export interface RasterImage {
  /** The path the site serves it at, such as "/images/og-image.png". */
  src: string;
  file: string;
  width: number;
  height: number;
  /** The widths of its AVIF and WebP versions. */
  widths: number[];
}

/** Width and height from a PNG or JPEG header, without decoding the image. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 24 && view.getUint32(0) === 0x89504e47 && view.getUint32(12) === 0x49484452) {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes.length >= 4 && view.getUint16(0) === 0xffd8) {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return null;
      const marker = bytes[i + 1] ?? 0;
      const length = view.getUint16(i + 2);
      // Start-of-frame markers (baseline, progressive, ...), not DHT, JPG or DAC.
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { width: view.getUint16(i + 7), height: view.getUint16(i + 5) };
      }
      i += 2 + length;
    }
  }
  return null;
}

export function imageWidths(width: number): number[] {
  const top = Math.min(width, maxWidth);
  return [...stepWidths.filter((w) => w < top), top];
}

/** Every raster original, with its size; a file that is not a readable PNG or JPEG is an error. */
export function rasterImages(root: string): RasterImage[] {
  const dir = imageDir(root);
  return listSiteFiles(dir)
    .filter((rel) => !rel.split('/').pop()?.startsWith('.'))
    .map((rel) => {
      const file = path.join(dir, ...rel.split('/'));
      if (!/\.(png|jpe?g)$/i.test(rel)) {
        throw new Error(`${file}: content/images/ holds PNG and JPEG originals only`);
      }
      const size = imageSize(readFileSync(file));
      if (!size) throw new Error(`${file}: not a readable PNG or JPEG file`);
      return { src: `/images${rel}`, file, ...size, widths: imageWidths(size.width) };
    });
}

/** Every file the site serves for the originals: path and how to make it. */
function outputs(image: RasterImage) {
  return [
    { path: image.src, width: Math.min(image.width, copyWidth), format: 'original' as const },
    ...image.widths.flatMap((width) =>
      (['avif', 'webp'] as const).map((format) => ({
        path: variantPath(image.src, width, format),
        width,
        format,
      })),
    ),
  ];
}

type Output = ReturnType<typeof outputs>[number];

async function encode(image: RasterImage, out: Output): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const pipeline = sharp(image.file).resize({ width: out.width, withoutEnlargement: true });
  if (out.format === 'avif') return pipeline.avif({ quality: 55, effort: 4 }).toBuffer();
  if (out.format === 'webp') return pipeline.webp({ quality: 78 }).toBuffer();
  return /\.png$/i.test(image.src)
    ? pipeline.png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer()
    : pipeline.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

/**
 * Writes every image file into `dist`; encodings are cached by content under node_modules/.cache.
 * A fresh checkout encodes them all: as many at a time as the machine has cores (one encoding
 * keeps about one core busy; on 2 cores, two at a time took the first build from 23 to 18 s).
 */
export async function writeRasterImages(root: string, dist: string): Promise<number> {
  const cacheDir = path.join(root, 'node_modules', '.cache', 'site-images');
  mkdirSync(cacheDir, { recursive: true });
  const jobs = rasterImages(root).flatMap((image) => {
    const hash = createHash('sha256').update(readFileSync(image.file)).digest('hex').slice(0, 16);
    return outputs(image).map((out) => ({ image, hash, out }));
  });
  const write = async ({ image, hash, out }: (typeof jobs)[number]) => {
    const ext = out.format === 'original' ? path.extname(image.src) : `.${out.format}`;
    const cached = path.join(cacheDir, `${hash}-${out.width}-${out.format}${ext}`);
    let bytes: Buffer;
    if (existsSync(cached)) {
      bytes = readFileSync(cached);
    } else {
      bytes = await encode(image, out);
      // Written whole or not at all: another build or dev server of a copy of the project (the
      // tests run them side by side, sharing node_modules) may read the same cache meanwhile.
      const partial = `${cached}.${process.pid}.partial`;
      writeFileSync(partial, bytes);
      renameSync(partial, cached);
    }
    const target = path.join(dist, ...out.path.split('/').filter(Boolean));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, bytes);
  };
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await write(jobs[next++] as (typeof jobs)[number]);
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return jobs.length;
}

const mime: Record<string, string> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/** The dev server makes the image files on request. */
export function rasterImagesPlugin(root: string): Plugin {
  return {
    name: 'raster-images',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const pathname = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
        if (!pathname.startsWith('/images/')) return next();
        try {
          for (const image of rasterImages(root)) {
            const out = outputs(image).find((o) => o.path === pathname);
            if (!out) continue;
            const bytes = await encode(image, out);
            res.writeHead(200, {
              'Content-Type': mime[path.extname(pathname)] ?? 'application/octet-stream',
              'Cache-Control': 'no-cache',
            });
            res.end(bytes);
            return;
          }
          next();
        } catch (e) {
          next(e);
        }
      });
    },
  };
}
