/** Every script a first visit to a page downloads: the entry and the modules it preloads. */
export function firstLoadScripts(html: string): string[] {
  const srcs = [
    ...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g),
  ].map((m) => m[1] as string);
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
