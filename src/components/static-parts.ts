/**
 * What layouts render only inside static parts (the server render), gathered so that a layout can
 * import them with `import.meta.env.SSR || import.meta.env.DEV ? await import(...) : null`: the
 * browser bundle then has no import of them at all (a static import of a module shared by several
 * layouts stays a chunk on the first load even when its code is never run).
 */
export { testimonials } from '../generated/data/testimonials.ts';
export { pageReviewOf } from '../lib/review.ts';
export { HeroArt } from './HeroArt.tsx';
export { InlineCta } from './InlineCta.tsx';
export { bodyToc, OnThisPageAside, OnThisPageDisclosure } from './OnThisPage.tsx';
export { LastReviewed, PageSources } from './PageReview.tsx';
export { Testimonials } from './Testimonials.tsx';
