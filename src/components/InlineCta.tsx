import { inlineCtaHref, inlineCtaText } from '../lib/inline-cta.ts';

/**
 * A call to action between a layout's sections: the same block the build puts between an MDX
 * body's sections (scripts/content/rehype-inline-cta.ts), styled by `.inline-cta`.
 */
export function InlineCta({ n = 0 }: { n?: number }) {
  const [text, label] = inlineCtaText(n);
  return (
    <div className="not-prose inline-cta">
      <p>{text}</p>
      <a href={inlineCtaHref}>{label} →</a>
    </div>
  );
}
