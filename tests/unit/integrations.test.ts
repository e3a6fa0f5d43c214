import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { loadSite } from '../../scripts/content/build.ts';
import { formatProblem, type Problem } from '../../scripts/content/problems.ts';
import {
  integrationsSchema,
  type SearchOptimisationConfig,
  siteSchema,
  type UnloadGuardConfig,
} from '../../src/content/schema.ts';
import {
  isProductionDomain,
  isVendorReady,
  type ScriptLike,
  type SearchOptimisationEnv,
  startSearchOptimisation,
} from '../../src/integrations/search-optimisation.ts';
import { afterLoad, startIntegrations } from '../../src/integrations/start.ts';
import {
  hostMatches,
  installUnloadGuard,
  isGuardedHost,
  type UnloadEventLike,
} from '../../src/integrations/unload-guard.ts';
import { fixture } from '../support/fixture.ts';

const siteYaml = readFileSync(path.join(import.meta.dirname, '../../content/site.yaml'), 'utf8');

/** The commented example in content/site.yaml, uncommented. */
const documentedExample = () => {
  const lines = siteYaml.split('\n');
  const start = lines.indexOf('# integrations:');
  const block = lines.slice(start).filter((l) => l.startsWith('#'));
  return parse(block.map((l) => l.replace(/^# /, '')).join('\n')).integrations;
};

const searchConfig: SearchOptimisationConfig = {
  host: 'cdn.seo-vendor.example',
  scriptPath: '/loader.js',
  siteId: 'site-123',
  domain: 'anupalan.in',
  readyGlobal: 'SeoVendor',
  hideBadge: true,
  disableRedirects: true,
};

class FakeScript implements ScriptLike {
  src = '';
  async = false;
  removed = false;
  readonly attributes: Record<string, string> = {};
  private readonly listeners = { load: [] as (() => void)[], error: [] as (() => void)[] };
  setAttribute(name: string, value: string) {
    this.attributes[name] = value;
  }
  addEventListener(type: 'load' | 'error', listener: () => void) {
    this.listeners[type].push(listener);
  }
  remove() {
    this.removed = true;
  }
  fire(type: 'load' | 'error') {
    for (const l of this.listeners[type]) l();
  }
}

/** A page on `hostname` whose vendor script the test loads or fails by hand. */
function page(hostname: string) {
  const win: Record<string, unknown> & { location: { hostname: string } } = {
    location: { hostname },
  };
  const inserted: FakeScript[] = [];
  const warn = vi.fn();
  const env: SearchOptimisationEnv = {
    window: win,
    document: {
      createElement: () => new FakeScript(),
      head: { appendChild: (s) => inserted.push(s as FakeScript) },
    },
    // Looked up at call time, so Vitest's fake timers drive the schedule.
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    console: { warn },
  };
  const live = () => inserted.filter((s) => !s.removed);
  const last = () => inserted.at(-1) as FakeScript;
  return { win, inserted, live, last, warn, env };
}

describe('search optimisation: the production domain only', () => {
  it('runs on the bare domain and its www. form', () => {
    for (const host of ['anupalan.in', 'www.anupalan.in', 'WWW.Anupalan.IN', 'anupalan.in.']) {
      expect(isProductionDomain(host, 'anupalan.in'), host).toBe(true);
    }
  });

  it('does not run on other hosts', () => {
    for (const host of [
      'localhost',
      '127.0.0.1',
      'preview.anupalan.in',
      'www2.anupalan.in',
      'wwwanupalan.in',
      'anupalan.in.evil.example',
      'anupalan.india',
      'anupalan-in.pages.dev',
    ]) {
      expect(isProductionDomain(host, 'anupalan.in'), host).toBe(false);
    }
  });
});

describe('search optimisation: schedule', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('inserts the configured script 3 s after start, with its data attributes', () => {
    const p = page('www.anupalan.in');
    const run = startSearchOptimisation(searchConfig, p.env);
    vi.advanceTimersByTime(2999);
    expect(p.inserted).toHaveLength(0);
    expect(run.status()).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(p.inserted).toHaveLength(1);
    expect(p.last().src).toBe('https://cdn.seo-vendor.example/loader.js');
    expect(p.last().async).toBe(true);
    expect(p.last().attributes).toEqual({
      'data-host': 'cdn.seo-vendor.example',
      'data-site-id': 'site-123',
      'data-domain': 'anupalan.in',
      'data-hide-badge': 'true',
      'data-disable-redirects': 'true',
    });
  });

  it('counts the 3 s from the load event when started later', () => {
    const p = page('www.anupalan.in');
    startSearchOptimisation(searchConfig, p.env, 1200);
    vi.advanceTimersByTime(1799);
    expect(p.inserted).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(p.inserted).toHaveLength(1);
  });

  it('is ready as soon as the script loads and defines its global, and then stops', () => {
    const p = page('anupalan.in');
    const run = startSearchOptimisation(searchConfig, p.env);
    vi.advanceTimersByTime(3000);
    p.win.SeoVendor = {};
    p.last().fire('load');
    expect(run.status()).toBe('ready');
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(p.inserted).toHaveLength(1);
    expect(p.warn).not.toHaveBeenCalled();
  });

  it('inserts nothing when the vendor is ready already', () => {
    const p = page('www.anupalan.in');
    p.win.SeoVendor = { ready: true };
    const run = startSearchOptimisation(searchConfig, p.env);
    vi.advanceTimersByTime(3000);
    expect(p.inserted).toHaveLength(0);
    expect(run.status()).toBe('ready');
  });

  it('re-checks every 3 s and stops at the first check that finds the vendor ready', () => {
    const p = page('www.anupalan.in');
    const run = startSearchOptimisation(searchConfig, p.env);
    vi.advanceTimersByTime(3000);
    p.last().fire('load'); // loaded, but the global comes later (the vendor initialises)
    vi.advanceTimersByTime(3000);
    expect(run.status()).toBe('loading');
    p.win.SeoVendor = {};
    vi.advanceTimersByTime(2999);
    expect(run.status()).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(run.status()).toBe('ready');
    expect(p.inserted).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
    expect(p.warn).not.toHaveBeenCalled();
  });

  it('re-inserts a script that failed, 3 times at 3 s intervals, then stops at 10 s and logs once', () => {
    const p = page('www.anupalan.in');
    const run = startSearchOptimisation(searchConfig, p.env);
    const insertedAt: number[] = [];
    for (let t = 0; t <= 60_000; t += 500) {
      if (p.inserted.length > insertedAt.length) {
        insertedAt.push(t);
        p.last().fire('error');
      }
      vi.advanceTimersByTime(500);
    }
    // Counted from the call: start at 3 s, retries at 6, 9 and 12 s, hard stop at 13 s.
    expect(insertedAt).toEqual([3000, 6000, 9000, 12_000]);
    expect(p.live()).toHaveLength(0);
    expect(run.status()).toBe('failed');
    expect(p.warn).toHaveBeenCalledTimes(1);
    expect(p.warn.mock.calls[0]?.[0]).toMatch(
      /not ready 10 s after start \(the script at https:\/\/cdn\.seo-vendor\.example\/loader\.js failed to load, after 3 retries\)/,
    );
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives up exactly 10 s after start when the script loads but never defines its global', () => {
    const p = page('anupalan.in');
    const run = startSearchOptimisation(searchConfig, p.env);
    vi.advanceTimersByTime(3000);
    p.last().fire('load');
    vi.advanceTimersByTime(9999);
    expect(p.warn).not.toHaveBeenCalled();
    expect(run.status()).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(run.status()).toBe('failed');
    expect(p.warn).toHaveBeenCalledTimes(1);
    expect(p.warn.mock.calls[0]?.[0]).toContain('the script loaded but did not define SeoVendor');
    // A script that loaded is never inserted twice: running the vendor twice could double it up.
    expect(p.inserted).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits for a script that is still loading rather than inserting another', () => {
    const p = page('anupalan.in');
    startSearchOptimisation(searchConfig, p.env);
    vi.advanceTimersByTime(13_000);
    expect(p.inserted).toHaveLength(1);
    expect(p.warn).toHaveBeenCalledTimes(1);
    expect(p.warn.mock.calls[0]?.[0]).toContain('was still loading');
  });

  it('is ready when the last retry loads before the hard stop', () => {
    const p = page('www.anupalan.in');
    const run = startSearchOptimisation(searchConfig, p.env);
    for (const t of [3000, 3000, 3000, 3000]) {
      vi.advanceTimersByTime(t);
      if (p.inserted.length < 4) p.last().fire('error');
    }
    expect(p.inserted).toHaveLength(4);
    vi.advanceTimersByTime(500);
    p.win.SeoVendor = {};
    p.last().fire('load');
    expect(run.status()).toBe('ready');
    vi.advanceTimersByTime(60_000);
    expect(p.warn).not.toHaveBeenCalled();
  });

  it('sets no timer and inserts nothing on a host other than the production domain', () => {
    for (const host of ['localhost', 'preview.anupalan.in', 'anupalan-in.pages.dev']) {
      const p = page(host);
      const run = startSearchOptimisation(searchConfig, p.env);
      expect(run.status()).toBe('off');
      expect(vi.getTimerCount()).toBe(0);
      vi.advanceTimersByTime(60_000);
      expect(p.inserted).toHaveLength(0);
      expect(p.warn).not.toHaveBeenCalled();
    }
  });

  it('passes hide-badge and disable-redirects as configured', () => {
    const p = page('anupalan.in');
    startSearchOptimisation({ ...searchConfig, hideBadge: false }, p.env);
    vi.advanceTimersByTime(3000);
    expect(p.last().attributes['data-hide-badge']).toBe('false');
    expect(p.last().attributes['data-disable-redirects']).toBe('true');
  });

  it('reads a dotted ready flag', () => {
    expect(isVendorReady({ seo: { ready: true } }, 'seo.ready')).toBe(true);
    expect(isVendorReady({ seo: { ready: false } }, 'seo.ready')).toBe(false);
    expect(isVendorReady({ seo: 1 }, 'seo.ready')).toBe(false);
    expect(isVendorReady({}, 'seo.ready')).toBe(false);
  });
});

const guardConfig: UnloadGuardConfig = {
  providerName: 'HostingProvider',
  localHosts: ['localhost', '127.0.0.1', '[::1]'],
  previewHosts: ['*.preview.anupalan.in'],
  platformHosts: ['*.pages.dev'],
};

describe('unload guard: hosts', () => {
  it('matches exact hosts and "*." suffixes', () => {
    expect(hostMatches('localhost', 'localhost')).toBe(true);
    expect(hostMatches('LOCALHOST', 'localhost')).toBe(true);
    expect(hostMatches('a.localhost', 'localhost')).toBe(false);
    expect(hostMatches('pr-12.preview.anupalan.in', '*.preview.anupalan.in')).toBe(true);
    expect(hostMatches('a.b.pages.dev', '*.pages.dev')).toBe(true);
    expect(hostMatches('pages.dev', '*.pages.dev')).toBe(false);
    expect(hostMatches('evilpages.dev', '*.pages.dev')).toBe(false);
  });

  it('is on for production and every host outside the local, preview and platform lists', () => {
    const production = 'www.anupalan.in';
    for (const host of ['www.anupalan.in', 'anupalan.in', 'anupalan.in.', 'mirror.example.com']) {
      expect(isGuardedHost(host, guardConfig, production), host).toBe(true);
    }
    for (const host of [
      'localhost',
      '127.0.0.1',
      '[::1]',
      'pr-7.preview.anupalan.in',
      'anupalan.pages.dev',
    ]) {
      expect(isGuardedHost(host, guardConfig, production), host).toBe(false);
    }
  });

  it('keeps production guarded even when a list would match it', () => {
    const config = { ...guardConfig, platformHosts: ['*.anupalan.in'] };
    expect(isGuardedHost('www.anupalan.in', config, 'anupalan.in')).toBe(true);
    expect(isGuardedHost('preview.anupalan.in', config, 'anupalan.in')).toBe(false);
  });
});

describe('unload guard: behaviour', () => {
  function tab(hostname: string, href: string) {
    const listeners: ((e: UnloadEventLike) => void)[] = [];
    const win = {
      location: { hostname, href },
      addEventListener: (_: 'beforeunload', l: (e: UnloadEventLike) => void) => {
        listeners.push(l);
      },
    };
    /** What a beforeunload event ends as: whether the browser would ask before leaving. */
    const unload = () => {
      const event = { prevented: false, returnValue: undefined as unknown };
      const e: UnloadEventLike = {
        preventDefault: () => {
          event.prevented = true;
        },
        get returnValue() {
          return event.returnValue;
        },
        set returnValue(v) {
          event.returnValue = v;
        },
      };
      for (const l of listeners) l(e);
      return event;
    };
    return { win, listeners, unload };
  }

  it('prevents unloading a production page whose address names the provider (any case)', () => {
    const t = tab('www.anupalan.in', 'https://www.anupalan.in/contact?from=hostingprovider');
    expect(
      installUnloadGuard(guardConfig, { window: t.win, productionHost: 'www.anupalan.in' }),
    ).toBe(true);
    expect(t.unload()).toEqual({ prevented: true, returnValue: true });
  });

  it('lets a production page whose address does not name the provider unload', () => {
    const t = tab('www.anupalan.in', 'https://www.anupalan.in/contact');
    installUnloadGuard(guardConfig, { window: t.win, productionHost: 'www.anupalan.in' });
    expect(t.unload()).toEqual({ prevented: false, returnValue: undefined });
  });

  it('reads the address when the page unloads, after client-side navigation', () => {
    const t = tab('anupalan.in', 'https://anupalan.in/');
    installUnloadGuard(guardConfig, { window: t.win, productionHost: 'www.anupalan.in' });
    expect(t.unload().prevented).toBe(false);
    t.win.location.href = 'https://anupalan.in/faq#hostingprovider-domains';
    expect(t.unload().prevented).toBe(true);
  });

  it('guards another host outside the lists too', () => {
    const t = tab('anupalan.hostingprovider.example', 'https://anupalan.hostingprovider.example/');
    installUnloadGuard(guardConfig, { window: t.win, productionHost: 'www.anupalan.in' });
    expect(t.unload().prevented).toBe(true);
  });

  it('adds no listener on local, preview and platform hosts', () => {
    for (const host of ['localhost', 'pr-3.preview.anupalan.in', 'hostingprovider.pages.dev']) {
      const t = tab(host, `https://${host}/?via=hostingprovider`);
      expect(
        installUnloadGuard(guardConfig, { window: t.win, productionHost: 'www.anupalan.in' }),
        host,
      ).toBe(false);
      expect(t.listeners).toHaveLength(0);
      expect(t.unload().prevented).toBe(false);
    }
  });
});

describe('integrations: off unless configured, and after load', () => {
  it('the committed site.yaml configures none', () => {
    expect(siteSchema.parse(parse(siteYaml)).integrations).toBeUndefined();
  });

  it('starting without configuration touches nothing (no window here, so it would throw)', () => {
    expect(() => startIntegrations({ url: 'https://www.anupalan.in' })).not.toThrow();
  });

  it('runs after the load event, or at once when the page has loaded', () => {
    const listeners: (() => void)[] = [];
    const win = {
      document: { readyState: 'interactive' as DocumentReadyState },
      addEventListener: (_: 'load', l: () => void) => {
        listeners.push(l);
      },
    };
    const fn = vi.fn();
    afterLoad(win, fn);
    expect(fn).not.toHaveBeenCalled();
    for (const l of listeners) l();
    expect(fn).toHaveBeenCalledTimes(1);
    win.document.readyState = 'complete';
    afterLoad(win, fn);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('integrations: configuration', () => {
  it('the example documented in site.yaml is valid, with hide-badge and disable-redirects on', () => {
    const parsed = integrationsSchema.parse(documentedExample());
    expect(parsed.searchOptimisation).toMatchObject({ hideBadge: true, disableRedirects: true });
    expect(parsed.unloadGuard?.localHosts).toContain('localhost');
  });

  it('defaults hide-badge and disable-redirects to true and the host lists to empty', () => {
    const { hideBadge, disableRedirects, ...rest } = searchConfig;
    const parsed = integrationsSchema.parse({
      searchOptimisation: rest,
      unloadGuard: { providerName: 'hostingprovider' },
    });
    expect(parsed.searchOptimisation).toMatchObject({ hideBadge: true, disableRedirects: true });
    expect(parsed.unloadGuard).toEqual({
      providerName: 'hostingprovider',
      localHosts: [],
      previewHosts: [],
      platformHosts: [],
    });
  });

  function problems(integrations: string): string[] {
    const site = readFileSync(path.join(fixture({}), 'content/site.yaml'), 'utf8');
    const found: Problem[] = [];
    loadSite(fixture({}, { site: `${site}integrations:\n${integrations}` }), found);
    return found.map(formatProblem);
  }

  it('names the line and field of each mistake', () => {
    const found = problems(
      [
        '  searchOptimisation:',
        '    host: https://cdn.seo-vendor.example',
        '    scriptPath: loader.js',
        '    siteId: site-123',
        '    domain: www.anupalan.in',
        '    readyGlobal: Seo Vendor',
        '    hideBadge: yes',
        '  unloadGuard:',
        '    providerName: hosting provider',
        '    localHosts: [localhost:5173]',
        '    previewHost: ["*.preview.example"]',
        '',
      ].join('\n'),
    );
    const text = found.join('\n');
    expect(text).toMatch(
      /content\/site\.yaml:\d+: integrations\.searchOptimisation\.host: must be a host name/,
    );
    expect(text).toMatch(/integrations\.searchOptimisation\.scriptPath: must be the path/);
    expect(text).toMatch(/integrations\.searchOptimisation\.domain: must be the bare domain/);
    expect(text).toMatch(/integrations\.searchOptimisation\.readyGlobal: must be the name/);
    expect(text).toMatch(/integrations\.searchOptimisation\.hideBadge: .*boolean/);
    expect(text).toMatch(/integrations\.unloadGuard\.providerName: must be the provider name/);
    expect(text).toMatch(/integrations\.unloadGuard\.localHosts\[0\]: must be a host/);
    expect(text).toMatch(
      /integrations\.unloadGuard\.previewHost: is not a field of this collection/,
    );
  });

  it('rejects an integrations block that configures nothing', () => {
    expect(problems('  {}\n').join('\n')).toMatch(
      /integrations: must configure searchOptimisation or unloadGuard/,
    );
  });
});
