/**
 * Every script a first visit to a page downloads: the entry and the modules it preloads, as tags
 * or named by the boot script that starts them after the first paint (scripts/prerender.ts).
 */
export function firstLoadScripts(html: string): string[] {
  const boot = html.match(
    /<script type="module" data-boot>const entry=("[^"]+"),modules=(\[[^\]]*\])/,
  );
  const srcs = [
    ...[
      ...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g),
      ...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g),
    ].map((m) => m[1] as string),
    ...(boot
      ? [JSON.parse(boot[1] as string) as string, ...(JSON.parse(boot[2] as string) as string[])]
      : []),
  ];
  return [...new Set(srcs)];
}

/** The stylesheets a first visit to a page downloads. */
export function firstLoadStyles(html: string): string[] {
  return [
    ...new Set(
      [...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map((m) => m[1] as string),
    ),
  ];
}
