import { inlineCtaHref, inlineCtaText } from '../lib/inline-cta.ts';

/**
 * A call to action between a layout's sections (`phoneOnly`: where the page is long only on a
 * phone; wider screens have the one beside "On this page"): the same block the build puts between an MDX
 * body's sections (scripts/content/rehype-inline-cta.ts), styled by `.inline-cta`.
 */
export function InlineCta({ n = 0, phoneOnly = false }: { n?: number; phoneOnly?: boolean }) {
  const [text, label] = inlineCtaText(n);
  return (
    <div className={`not-prose inline-cta ${phoneOnly ? 'lg:hidden' : ''}`}>
      <p>{text}</p>
      <a href={inlineCtaHref}>{label} →</a>
    </div>
  );
}
