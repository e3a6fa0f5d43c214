import { images } from '../generated/images.ts';
import { variantPath } from '../lib/images.ts';

/**
 * An image with a caption; width and height keep the page from shifting while it loads. A raster
 * original from content/images/ comes as AVIF or WebP at the width the screen needs
 * (scripts/images.ts); an SVG from public/ is sharp at any size as it is.
 */
export default function Figure({
  src,
  alt,
  caption,
  width,
  height,
}: {
  src: string;
  alt: string;
  caption?: string;
  width: number;
  height: number;
}) {
  const raster = images[src];
  // The figure spans the content column: the screen's width on phones, at most 48rem.
  const sizes = '(min-width: 56rem) 48rem, calc(100vw - 2rem)';
  const img = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className="h-auto w-full rounded-xl border border-slate-200"
    />
  );
  return (
    <figure className="not-prose my-8">
      {raster ? (
        <picture>
          {(['avif', 'webp'] as const).map((format) => (
            <source
              key={format}
              type={`image/${format}`}
              srcSet={raster.widths.map((w) => `${variantPath(src, w, format)} ${w}w`).join(', ')}
              sizes={sizes}
            />
          ))}
          {img}
        </picture>
      ) : (
        img
      )}
      {caption ? <figcaption className="mt-2 text-sm text-slate-600">{caption}</figcaption> : null}
    </figure>
  );
}
