import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { routeFor } from '../../src/app/pages.ts';
import { Link, StaticRouter, useLocation } from '../../src/lib/router.tsx';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p>{`${pathname}|${search}|${hash}`}</p>;
}

const site = (at: string) =>
  renderToString(
    <StaticRouter location={at}>
      <Where />
      <Link to="/faq#general">FAQ</Link>
    </StaticRouter>,
  );

describe('the route of an address', () => {
  it('is the page whose path it is, with or without a trailing slash', () => {
    expect(routeFor('/')?.path).toBe('/');
    expect(routeFor('/services/pf-esi')?.path).toBe('/services/pf-esi');
    expect(routeFor('/services/pf-esi/')?.path).toBe('/services/pf-esi');
  });

  it('is none for any other address, in other capitals too, as the static host answers 404', () => {
    expect(routeFor('/services/pf')).toBeUndefined();
    expect(routeFor('/services/pf-esi/extra')).toBeUndefined();
    expect(routeFor('/Services/PF-ESI')).toBeUndefined();
  });
});

describe('the router', () => {
  it('gives the address in parts, and renders links as plain anchors', () => {
    const html = site('/services/pf-esi?tab=rates#ecr');
    expect(html).toContain('/services/pf-esi|?tab=rates|#ecr');
    expect(html).toContain('<a href="/faq#general">FAQ</a>');
  });
});
