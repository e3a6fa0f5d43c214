import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build.ts';
import { ContentError } from '../../scripts/content/problems.ts';
import { imageSize, imageWidths, rasterImages, writeRasterImages } from '../../scripts/images.ts';
import Figure from '../../src/mdx/Figure.tsx';
import { fixture } from '../support/fixture.ts';

const picture = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#2563eb' } })
    [format]()
    .toBuffer();

describe('raster images (content/images/)', () => {
  it('reads the size of a PNG and a JPEG from its header', async () => {
    expect(imageSize(await picture(1600, 900, 'png'))).toEqual({ width: 1600, height: 900 });
    expect(imageSize(await picture(640, 480, 'jpeg'))).toEqual({ width: 640, height: 480 });
    expect(imageSize(Buffer.from('not an image'))).toBeNull();
  });

  it('offers widths up to the original, never larger', () => {
    expect(imageWidths(2400)).toEqual([480, 960, 1440, 1920]);
    expect(imageWidths(1000)).toEqual([480, 960, 1000]);
    expect(imageWidths(300)).toEqual([300]);
  });

  it('writes a copy at the original path and AVIF and WebP at each width', async () => {
    const root = fixture({});
    mkdirSync(path.join(root, 'content/images/team'), { recursive: true });
    writeFileSync(
      path.join(root, 'content/images/team/office.jpg'),
      await picture(1000, 500, 'jpeg'),
    );
    const [image] = rasterImages(root);
    expect(image).toMatchObject({ src: '/images/team/office.jpg', width: 1000, height: 500 });
    const dist = path.join(root, 'dist');
    expect(await writeRasterImages(root, dist)).toBe(7);
    const meta = async (rel: string) => sharp(path.join(dist, rel)).metadata();
    expect(await meta('images/team/office.jpg')).toMatchObject({ format: 'jpeg', width: 1000 });
    expect(await meta('images/team/office-480.avif')).toMatchObject({ format: 'heif', width: 480 });
    expect(await meta('images/team/office-960.webp')).toMatchObject({ format: 'webp', width: 960 });
    expect(await meta('images/team/office-1000.webp')).toMatchObject({ width: 1000, height: 500 });
  });

  it('stops the build on a file that is not a PNG or JPEG, naming it', () => {
    const root = fixture({});
    mkdirSync(path.join(root, 'content/images'), { recursive: true });
    writeFileSync(path.join(root, 'content/images/broken.png'), 'not a png');
    try {
      buildContent(root);
      throw new Error('expected the content build to fail');
    } catch (e) {
      expect(e).toBeInstanceOf(ContentError);
      expect((e as Error).message).toMatch(
        /content\/images\/broken\.png: not a readable PNG or JPEG/,
      );
    }
  });

  it('stops the build when the Open Graph image does not exist', () => {
    const root = fixture({});
    const file = path.join(root, 'content/site.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('defaultOgImage: /og.png', 'defaultOgImage: /missing.png'),
    );
    expect(() => buildContent(root)).toThrow(
      /content\/site\.yaml: ogImage: links to \/missing\.png/,
    );
  });
});

describe('<Figure>', () => {
  it('offers a raster original as AVIF and WebP sources, sized, lazy', () => {
    const html = renderToStaticMarkup(
      <Figure src="/images/og-image.png" alt="The site's card" width={1200} height={630} />,
    );
    expect(html).toContain('<picture>');
    expect(html).toMatch(/<source type="image\/avif" srcSet="\/images\/og-image-480\.avif 480w, /);
    expect(html).toMatch(
      /<source type="image\/webp" srcSet="[^"]*\/images\/og-image-960\.webp 960w/,
    );
    expect(html).toMatch(
      /<img src="\/images\/og-image\.png" alt="The site&#x27;s card" width="1200" height="630" loading="lazy"/,
    );
  });

  it('shows an SVG as it is', () => {
    const html = renderToStaticMarkup(
      <Figure
        src="/images/blog/labour-codes-one-year-on.svg"
        alt="A table"
        width={720}
        height={405}
      />,
    );
    expect(html).not.toContain('<picture>');
    expect(html).toContain('src="/images/blog/labour-codes-one-year-on.svg"');
  });
});
