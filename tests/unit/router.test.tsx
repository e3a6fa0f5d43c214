import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  addRoutes,
  loadRoutes,
  routeFor,
  routesComplete,
  routesFrom,
} from '../../src/app/pages.ts';
import { routes } from '../../src/generated/manifest.ts';
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
  it('is known for the page on screen at once, and for the others once its language is loaded', async () => {
    // As start.tsx does: the page's own route from its HTML, the rest of English's when needed.
    routesFrom(async () => routes);
    addRoutes([
      {
        path: '/contact',
        kind: 'content',
        load: async () => ({ default: () => null, head: {} as never }),
      },
    ]);
    expect(routeFor('/contact')).toBeDefined();
    expect(routeFor('/services/pf-esi')).toBeUndefined();
    expect(routesComplete()).toBe(false);
    await loadRoutes();
    expect(routesComplete()).toBe(true);
    expect(routeFor('/services/pf-esi')?.path).toBe('/services/pf-esi');
    // A Hindi page's routes are its language's: not loaded for an English page.
    expect(routeFor('/hi/services/pf-esi')).toBeUndefined();
  });

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
