import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { calendarFilesPlugin } from './scripts/calendar-files.ts';
import { rasterImagesPlugin } from './scripts/images.ts';
import { contentPlugin } from './scripts/vite-plugin-content.ts';
import { publishableKey } from './server/keys.ts';

const root = path.dirname(new URL(import.meta.url).pathname);

export default defineConfig(async ({ command }) => ({
  define: {
    // The embedded backend's key, for when VITE_SUPABASE_PUBLISHABLE_KEY is not set.
    __EMBEDDED_PUBLISHABLE_KEY__: JSON.stringify(await publishableKey()),
  },
  environments: {
    // Whether static parts render from their source (src/app/static-html.tsx): in the server
    // bundle and under the dev server. A literal, so that `renderStatic ? <Part /> : null` folds
    // while the browser bundle is tree-shaken and the components only those parts use drop out.
    client: { define: { __RENDER_STATIC__: JSON.stringify(command === 'serve') } },
    ssr: { define: { __RENDER_STATIC__: 'true' } },
  },
  plugins: [
    contentPlugin({ root, siteUrl: process.env.SITE_URL }),
    calendarFilesPlugin(),
    rasterImagesPlugin(root),
    react(),
    tailwindcss(),
  ],
  build: {
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
    // The content plugin's MDX compiles dominate the build by design; the timing report is noise.
    rolldownOptions: {
      checks: { pluginTimings: false },
      output: {
        codeSplitting: {
          groups: [
            // React and ReactDOM in one chunk, which the entry evaluates in a task of its own.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The router, the page's language and the link every page uses: one chunk, which
            // every page loads (apart, each would be a request and a chunk's overhead more).
            {
              name: 'router',
              test: /src[\\/](lib[\\/](router\.tsx|languages?\.ts|url\.ts|prefetch-visible\.ts)|components[\\/]SmartLink\.tsx)$/,
            },
            // A language's pack, which only its pages load before they hydrate: its messages of
            // the code every page loads first and its site config, one chunk (start.tsx).
            {
              name: (id: string) =>
                /src[\\/]generated[\\/](messages[\\/]pack|site-client)\.([a-z-]+)\.ts$/
                  .exec(id)
                  ?.slice(2)
                  .map((code) => `language-${code}`)[0] ?? null,
              test: /src[\\/]generated[\\/](messages[\\/]pack|site-client)\.[a-z-]+\.ts$/,
            },
          ],
        },
      },
    },
  },
  // The dev server's dependency scan does not read MDX, so the packages only MDX-used components
  // import are found when a page first asks for them, and the page is reloaded once they are
  // bundled (on a clean clone, just as a writer starts editing): bundled at start-up instead.
  optimizeDeps: { include: ['embla-carousel', 'embla-carousel-autoplay', 'zod'] },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
}));
