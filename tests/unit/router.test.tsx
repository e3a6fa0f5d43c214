import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Link, Route, Routes, StaticRouter, useLocation } from '../../src/app/router.tsx';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p>{`${pathname}|${search}|${hash}`}</p>;
}

const site = (at: string) =>
  renderToString(
    <StaticRouter location={at}>
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/services/pf-esi" element={<h1>PF</h1>} />
        <Route path="*" element={<h1>Not found</h1>} />
      </Routes>
      <Where />
      <Link to="/faq#general">FAQ</Link>
    </StaticRouter>,
  );

describe('the router', () => {
  it('renders the route whose path is the address, with or without a trailing slash or capitals', () => {
    expect(site('/')).toContain('<h1>Home</h1>');
    expect(site('/services/pf-esi')).toContain('<h1>PF</h1>');
    expect(site('/services/pf-esi/')).toContain('<h1>PF</h1>');
    expect(site('/Services/PF-ESI')).toContain('<h1>PF</h1>');
  });

  it('falls back to the catch-all route for any other address', () => {
    expect(site('/services/pf')).toContain('<h1>Not found</h1>');
    expect(site('/services/pf-esi/extra')).toContain('<h1>Not found</h1>');
  });

  it('gives the address in parts, and renders links as plain anchors', () => {
    const html = site('/services/pf-esi?tab=rates#ecr');
    expect(html).toContain('/services/pf-esi|?tab=rates|#ecr');
    expect(html).toContain('<a href="/faq#general">FAQ</a>');
  });
});
