import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build.ts';
import { writeGenerated } from '../../scripts/content/generate.ts';
import { ContentError } from '../../scripts/content/problems.ts';
import { searchIndex } from '../../scripts/content/search-index.ts';
import { fixture, page } from '../support/fixture.ts';

function problemsOf(root: string): string {
  try {
    buildContent(root);
  } catch (e) {
    if (e instanceof ContentError) return e.message;
    throw e;
  }
  throw new Error('expected the content build to fail');
}

describe('frontmatter validation', () => {
  it('names the file, line and field of a value of the wrong type', () => {
    const root = fixture({
      'content/pages/about.mdx': page('/about').replace('title: Page /about', 'title: 123'),
    });
    expect(problemsOf(root)).toMatch(
      /content\/pages\/about\.mdx:3: title: .*expected string, received number/,
    );
  });

  it('says which required field is missing', () => {
    const root = fixture({
      'content/pages/about.mdx': page('/about').replace(/description: .*\n/, ''),
    });
    expect(problemsOf(root)).toContain('content/pages/about.mdx: description: is required');
  });

  it('rejects a misspelt field instead of ignoring it', () => {
    const root = fixture({ 'content/pages/about.mdx': page('/about', 'tittle: Oops\n') });
    expect(problemsOf(root)).toMatch(/about\.mdx:\d+: tittle: is not a field of this collection/);
  });

  it('refuses task on a layout that does not put a task first, and lists task pages', () => {
    const refused = fixture({
      'content/pages/blog.mdx': page('/blog', 'layout: blog\ntask: true\n'),
    });
    expect(problemsOf(refused)).toMatch(
      /blog\.mdx:\d+: task: only layout page puts a task first: remove "task" or the "layout" line/,
    );
    const root = fixture({
      'content/pages/tools-x.mdx': page('/tools/x', 'task: true\n'),
      'content/pages/about.mdx': page('/about'),
    });
    writeGenerated(buildContent(root), { searchIndex: false });
    const routes = JSON.parse(readFileSync(path.join(root, 'src/generated/routes.json'), 'utf8'));
    expect(
      routes
        .map((r: { path: string; task: boolean }) => [r.path, r.task])
        .filter(([p]: [string]) => p !== '/'),
    ).toEqual([
      ['/about', false],
      ['/tools/x', true],
    ]);
  });

  it('names the nested field of a list item', () => {
    const faq = `layout: faq\nfaqGroups:\n  - id: general\n    title: General\n    items:\n      - question: Why?\n`;
    const root = fixture({ 'content/pages/faq.mdx': page('/faq', faq) });
    expect(problemsOf(root)).toMatch(
      /faq\.mdx:\d+: faqGroups\[0\]\.items\[0\]\.answer: is required/,
    );
  });

  it('reports broken YAML with its line', () => {
    const root = fixture({ 'content/pages/about.mdx': page('/about', 'keywords: [a, b\n') });
    expect(problemsOf(root)).toMatch(/about\.mdx:\d+: frontmatter is not valid YAML/);
  });

  it('reports every problem at once, across files', () => {
    const root = fixture({
      'content/pages/a.mdx': page('/a').replace('title: Page /a', 'title: 1'),
      'content/pages/b.mdx': page('/b').replace('title: Page /b', 'title: 2'),
    });
    const message = problemsOf(root);
    expect(message).toContain('content/pages/a.mdx');
    expect(message).toContain('content/pages/b.mdx');
  });

  it('validates the data files too', () => {
    const root = fixture({}, { redirects: '- from: old\n  to: /\n' });
    expect(problemsOf(root)).toMatch(
      /content\/redirects\.yaml:1: \[0\]\.from: must be a site path/,
    );
  });
});

describe('facts', () => {
  it('fills {{fact:id}} in frontmatter with the fact as it reads', () => {
    const root = fixture({
      'content/pages/a.mdx': page('/a').replace(
        'intro: Intro.',
        'intro: Employees pay {{fact:pf.employeeRate}}.',
      ),
    });
    const build = buildContent(root);
    expect(build.routes.get('/a')?.entry?.frontmatter.hero.intro).toBe('Employees pay 12%.');
  });

  it('stops on a fact that does not exist, in frontmatter and in MDX', () => {
    const root = fixture({
      'content/pages/a.mdx': page('/a', '', 'Rate: <Fact id="pf.nope" />').replace(
        'intro: Intro.',
        'intro: "{{fact:esi.nope}}"',
      ),
    });
    const message = problemsOf(root);
    expect(message).toMatch(/a\.mdx:\d+: hero\.intro: names the fact "esi\.nope"/);
  });

  it('stops on an MDX <Fact> that names no fact', () => {
    const root = fixture({ 'content/pages/a.mdx': page('/a', '', 'Rate: <Fact id="pf.nope" />') });
    expect(problemsOf(root)).toMatch(/a\.mdx:10: <Fact> names the fact "pf\.nope"/);
  });
});

describe('link check', () => {
  it('stops on an internal link to a page that does not exist, with file and line', () => {
    const root = fixture({
      'content/pages/a.mdx': page('/a', '', 'Intro.\n\nSee [the missing page](/missing).'),
    });
    expect(problemsOf(root)).toContain(
      'content/pages/a.mdx:12: links to /missing, which is not a page of the site',
    );
  });

  it('stops on a link to an anchor the target page does not have', () => {
    const root = fixture({
      'content/pages/a.mdx': page('/a', '', '## Due dates\n\nText.'),
      'content/pages/b.mdx': page('/b', '', 'Read [this](/a#due-date) and [that](/a#due-dates).'),
    });
    const message = problemsOf(root);
    expect(message).toContain(
      'b.mdx:10: links to /a#due-date, but /a has no heading or element with the id "due-date"',
    );
    expect(message).not.toContain('#due-dates,');
  });

  it('names the line and column of a component left open in the MDX body', () => {
    const root = fixture({
      'content/pages/a.mdx': page('/a', '', 'Hello.\n\n<Callout title="Open">\n'),
    });
    expect(problemsOf(root)).toContain(
      'content/pages/a.mdx:12:1: the MDX body cannot be read: Expected a closing tag for `<Callout>`',
    );
  });

  it('checks links in JSX attributes and in frontmatter', () => {
    const root = fixture({
      'content/pages/a.mdx': page(
        '/a',
        'cta:\n  - label: Go\n    href: /nowhere\n',
        '<LinkButton href="/gone">Go</LinkButton>',
      ),
    });
    const message = problemsOf(root);
    expect(message).toMatch(/a\.mdx:\d+: cta\.0\.href: links to \/nowhere/);
    expect(message).toContain('a.mdx:13: links to /gone');
  });

  it('accepts same-page anchors, ids of HTML elements and Section ids, redirects and public files', () => {
    const root = fixture(
      {
        'content/pages/a.mdx': page(
          '/a',
          '',
          '<div id="box">Box</div>\n\n<Section id="band" title="Band">Text</Section>\n\n[box](#box) [band](/a#band) [old](/old) [logo](/og.png)',
        ),
      },
      { redirects: '- from: /old\n  to: /a\n' },
    );
    expect(() => buildContent(root)).not.toThrow();
  });

  it('checks links in the site config (header and footer)', () => {
    const root = fixture(
      {},
      {
        site: readFileSync(path.join(fixture({}), 'content/site.yaml'), 'utf8').replace(
          'href: / }\nmobileServices',
          'href: /nav-missing }\nmobileServices',
        ),
      },
    );
    expect(problemsOf(root)).toContain('content/site.yaml: nav.0.href: links to /nav-missing');
  });
});

describe('routes and components', () => {
  it('stops when two files claim one route', () => {
    const root = fixture({ 'content/pages/a.mdx': page('/x'), 'content/pages/b.mdx': page('/x') });
    expect(problemsOf(root)).toMatch(
      /content\/pages\/b\.mdx: route \/x is also defined by content\/pages\/a\.mdx/,
    );
  });

  it('stops on an MDX component that does not exist, with its line', () => {
    const root = fixture({ 'content/pages/a.mdx': page('/a', '', 'Text.\n\n<Carousel3D />') });
    expect(problemsOf(root)).toMatch(
      /a\.mdx:12: uses the component <Carousel3D>, which is not one of the MDX components/,
    );
  });

  it('stops when one id is used twice on a page', () => {
    const root = fixture({
      'content/pages/a.mdx': page('/a', '', '## Fees\n\n<div id="fees">x</div>'),
    });
    expect(problemsOf(root)).toContain('the id "fees" is used twice on /a');
  });

  it('stops on a redirect to a page that does not exist', () => {
    const root = fixture({}, { redirects: '- from: /old\n  to: /new\n' });
    expect(problemsOf(root)).toContain('redirect /old goes to /new, which is not a page');
  });
});

describe('manifest', () => {
  it('lists every route with its loader, kind and heading, newest posts first', () => {
    const root = fixture(
      {
        'content/services/pf-esi.mdx': `---\ntitle: PF and ESI\ndescription: A description long enough to be a useful search snippet here.\nserviceType: PF\nhero:\n  heading: PF and ESI compliance\n  intro: Intro.\ncta:\n  - label: Contact\n    href: /\nreviewed: 2026-11-26\n---\n\n## Overview\n\nText.\n`,
        'content/pages/blog.mdx': page('/blog', 'layout: blog\n'),
        'content/blog/older.mdx':
          '---\ntitle: Older\nauthor: Desk\ndate: 2026-01-01\nexcerpt: Old.\n---\n\nOne two three.\n',
        'content/blog/newer.mdx':
          '---\ntitle: Newer\nauthor: Desk\ndate: 2026-06-01\nexcerpt: New.\n---\n\nFour five.\n',
      },
      {
        screens:
          '- path: /auth\n  screen: auth\n  heading: Sign in\n  title: Sign in\n  description: Sign in to your account to keep your business profile up to date.\n  index: false\n',
        redirects: '- from: /old\n  to: /services/pf-esi\n',
      },
    );
    const build = buildContent(root);
    writeGenerated(build);
    const manifest = readFileSync(path.join(root, 'src/generated/manifest.ts'), 'utf8');
    expect(manifest).toContain(
      `{ path: "/services/pf-esi", kind: 'content', load: () => import("../../content/services/pf-esi.mdx") }`,
    );
    expect(manifest).toContain(`{ path: "/old", kind: 'redirect', to: "/services/pf-esi" }`);
    expect(manifest).toMatch(
      /path: "\/auth".*kind: 'screen', load: \(\) => Promise\.all\(\[import\("\.\.\/features\/auth\/AuthScreen\.tsx"\), import\("\.\/heads\/auth\.json"\)\]\)/,
    );
    const routes = JSON.parse(readFileSync(path.join(root, 'src/generated/routes.json'), 'utf8'));
    expect(routes.map((r: { path: string }) => r.path)).toEqual([
      '/',
      '/auth',
      '/blog',
      '/old',
      '/services/pf-esi',
    ]);
    expect(routes.find((r: { path: string }) => r.path === '/services/pf-esi').anchors).toContain(
      'overview',
    );
    expect(routes.find((r: { path: string }) => r.path === '/blog').anchors).toEqual(
      expect.arrayContaining(['newer', 'older']),
    );
    const blog = readFileSync(path.join(root, 'src/generated/blog.ts'), 'utf8');
    expect(blog.indexOf('"Newer"')).toBeLessThan(blog.indexOf('"Older"'));
  });

  it('gives each page its <head>: canonical without trailing slash, JSON-LD by collection', () => {
    const root = fixture({ 'content/pages/about.mdx': page('/about') });
    const build = buildContent(root);
    const head = build.routes.get('/about')?.head;
    expect(head?.title).toBe('Page /about | Test');
    expect(head?.canonical).toBe('https://test.example/about');
    expect(build.routes.get('/')?.head?.canonical).toBe('https://test.example');
    const types = head?.jsonLd.map((j) => (j as { '@type': string })['@type']);
    expect(types).toEqual(['Organization', 'BreadcrumbList']);
    const org = head?.jsonLd[0] as {
      address: Record<string, string>;
      contactPoint: Record<string, unknown>;
    };
    expect(org.address).toMatchObject({
      postalCode: '110001',
      addressLocality: 'New Delhi',
      addressRegion: 'Delhi',
      addressCountry: 'IN',
    });
    expect(org.contactPoint).toMatchObject({
      contactType: 'customer service',
      availableLanguage: ['en', 'hi'],
    });
  });

  it('writes a search index with a document per heading section and the synonyms list', () => {
    const root = fixture({
      'content/pages/a.mdx': page('/a', '', '## Due dates\n\nPay by the 15th.'),
    });
    const index = searchIndex(buildContent(root));
    expect(index.docs).toContainEqual(
      expect.objectContaining({
        href: '/a#due-dates',
        heading: 'Due dates',
        text: 'Pay by the 15th.',
      }),
    );
    expect(index.synonyms).toEqual([['pf', 'provident fund']]);
  });

  it('takes the site URL from SITE_URL when given', () => {
    const build = buildContent(fixture({}), { siteUrl: 'https://www.example.in/' });
    expect(build.routes.get('/')?.head?.canonical).toBe('https://www.example.in');
  });
});
