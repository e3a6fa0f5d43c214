/** The path of a raster image's AVIF or WebP version at one width (scripts/images.ts makes them). */
export const variantPath = (src: string, width: number, format: 'avif' | 'webp'): string =>
  `${src.replace(/\.[a-z]+$/i, '')}-${width}.${format}`;
