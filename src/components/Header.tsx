import {
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { header } from '../generated/messages/header.ts';
import { type ClientSite, site as englishSite } from '../generated/site-client.ts';
import {
  originalMark,
  originalPath,
  pathIn,
  useLanguage,
  useMessages,
  usePackWords,
} from '../lib/language.ts';
import { isOriginal } from '../lib/languages.ts';
import { useLocation } from '../lib/router.tsx';
import { hasStoredSession } from '../lib/supabase-session.ts';
import { normalizePath } from '../lib/url.ts';
import { ChevronDown, CloseIcon, MenuIcon, UserIcon } from './icons.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import { SmartLink } from './SmartLink.tsx';
import { ButtonLink, buttonClass, Container } from './ui.tsx';

/** The nav item a path belongs to: exact for a home page, by prefix for the others. */
export function isActiveHref(pathname: string, href: string): boolean {
  const path = normalizePath(pathname);
  const target = normalizePath(href.split('#')[0] ?? href);
  // A home page (/ or /hi) is the current page only at its own address.
  if (originalPath(target) === '/') return path === target;
  return path === target || path.startsWith(`${target}/`);
}

/** The header's links in the page's language. */
const useSite = () => usePackWords<ClientSite>('site', englishSite);

type NavItem = ClientSite['nav'][number];
type DropdownItem = Extract<NavItem, { children: unknown }>;

/**
 * What a header item says about the page: `page` on its own page, `true` anywhere else in its
 * section (under its path, one of its children's or one of its `also` paths), else nothing. A
 * dropdown's child that lies in another item's section (the check-up, a tool under Resources, in
 * the Services menu) is a way there, not a page of the dropdown's: `nav` is every item, to know.
 */
export function navCurrent(
  pathname: string,
  item: NavItem,
  nav: readonly NavItem[] = [item],
): 'page' | 'true' | undefined {
  const elsewhere = (href: string) =>
    nav.some(
      (other) =>
        other !== item &&
        !('children' in other) &&
        [other.href, ...other.also].some((h) => isActiveHref(href, h)),
    );
  const own =
    'children' in item
      ? item.children.map((c) => c.href).filter((href) => !elsewhere(href))
      : [item.href];
  if (own.some((href) => isCurrentPage(pathname, href)))
    return 'children' in item ? 'true' : 'page';
  const section = [...('children' in item ? [item.prefix] : own), ...item.also];
  return section.some((href) => isActiveHref(pathname, href)) ? 'true' : undefined;
}

const isCurrentPage = (pathname: string, href: string) =>
  normalizePath(pathname) === normalizePath(href.split('#')[0] ?? href);

const linkClass = (active: boolean) =>
  `inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 lg:px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
    active ? 'text-brand-800 bg-brand-50' : 'text-slate-700 hover:text-brand-800 hover:bg-slate-50'
  }`;

/**
 * A disclosure dropdown (the WAI-ARIA pattern for site navigation). Its panel is a popover that
 * the button opens through `popovertarget`, so a click or Enter opens it from the first paint,
 * before any script has run; the browser closes it on Escape, on a click outside and when the
 * other dropdown opens. Once the app runs it also opens on hover with a mouse, ArrowDown opens it
 * and focuses the first link, Escape returns focus to the button, and it closes when focus or the
 * pointer leaves it. The panel sits under its button by CSS anchor positioning (`.nav-dropdown`).
 */
function Dropdown({ item, pathname }: { item: DropdownItem; pathname: string }) {
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const panelId = useId();
  const open = usePopoverOpen(panel);
  const current = navCurrent(pathname, item, useSite().nav);
  const active = current !== undefined;
  const show = () => {
    if (!panel.current?.matches(':popover-open')) panel.current?.showPopover();
  };
  const hide = () => {
    if (panel.current?.matches(':popover-open')) panel.current.hidePopover();
  };

  // A navigation closes the panel.
  useOnNavigation(pathname, hide);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const onKeyDown = (e: ReactKeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      hide();
      button.current?.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      show();
      const list = [...(panel.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];
      const at = list.indexOf(document.activeElement as HTMLAnchorElement);
      const next =
        e.key === 'ArrowDown' ? (at + 1) % list.length : (at <= 0 ? list.length : at) - 1;
      list[next]?.focus();
    }
  };

  return (
    <li
      ref={root}
      className="nav-dropdown-item"
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse') return;
        clearTimeout(closeTimer.current);
        show();
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== 'mouse') return;
        closeTimer.current = setTimeout(hide, 150);
      }}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) hide();
      }}
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        type="button"
        popoverTarget={panelId}
        className={`${linkClass(active)} group`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-current={current}
      >
        {item.label}
        <ChevronDown className="transition-transform group-aria-expanded:rotate-180" />
      </button>
      <DropdownPanel id={panelId} panel={panel} item={item} pathname={pathname} onFollow={hide} />
    </li>
  );
}

/**
 * Calls `onNavigation` when the path changes, and not as the app starts: a menu the visitor
 * opened before the app ran stays open.
 */
function useOnNavigation(pathname: string, onNavigation: () => void) {
  const shown = useRef(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    onNavigation();
  }, [pathname]);
}

/** Whether a popover is open, following its toggle events (it may open before the app runs). */
function usePopoverOpen(ref: RefObject<HTMLElement | null>): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const sync = () => setOpen(el.matches(':popover-open'));
    sync();
    el.addEventListener('toggle', sync);
    return () => el.removeEventListener('toggle', sync);
  }, [ref]);
  return open;
}

function DropdownPanel({
  id,
  panel,
  item,
  pathname,
  onFollow,
}: {
  id: string;
  panel: RefObject<HTMLDivElement | null>;
  item: DropdownItem;
  pathname: string;
  onFollow: () => void;
}) {
  return (
    <div ref={panel} id={id} popover="auto" className="nav-dropdown w-[26rem]">
      <ul className="grid gap-1 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
        {item.children.map((child) => {
          const childActive = isActiveHref(pathname, child.href);
          return (
            <li key={child.href}>
              <SmartLink
                href={child.href}
                onClick={onFollow}
                className={`block rounded-lg px-3 py-2 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 ${childActive ? 'bg-brand-50' : ''}`}
                aria-current={childActive ? 'page' : undefined}
              >
                <span className="block text-sm font-semibold text-slate-900">{child.label}</span>
                {child.description ? (
                  <span className="block text-sm text-slate-600">{child.description}</span>
                ) : null}
              </SmartLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function DesktopNav({ pathname }: { pathname: string }) {
  const language = useLanguage();
  const t = useMessages(header);
  const { nav } = useSite();
  return (
    <nav aria-label={t.main} className="hidden md:block">
      <ul className="flex items-center gap-1">
        {nav.map((item) => {
          if ('children' in item)
            return <Dropdown key={item.prefix} item={item} pathname={pathname} />;
          const current = navCurrent(pathname, item, nav);
          const home = item.href === pathIn(language, '/');
          return (
            <li key={item.href} className={home ? 'hidden lg:block' : undefined}>
              <SmartLink
                href={item.href}
                className={linkClass(current !== undefined)}
                aria-current={current}
              >
                {item.label}
              </SmartLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The phone menu: a popover (the Popover API) opened by the header's button through
 * `popovertarget`, so that it opens and closes from the first paint, before any script has run.
 * The browser closes it on Escape, on a tap outside it and on the button, and moves Tab into it
 * from the button; the app closes it when a link in it is followed.
 */
function MobileNav({
  pathname,
  id,
  account,
  menu,
  otherLanguage,
}: {
  pathname: string;
  id: string;
  account: { href: string; label: string };
  menu: RefObject<HTMLElement | null>;
  otherLanguage: string;
}) {
  const language = useLanguage();
  const site = useSite();
  const t = useMessages(header);
  const mobileLink = (
    href: string,
    label: string,
    nested = false,
    current: 'page' | 'true' | undefined = isActiveHref(pathname, href) ? 'page' : undefined,
  ) => <MobileLink key={href} href={href} label={label} nested={nested} current={current} />;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a link's click comes from the keyboard too
    <nav
      ref={menu}
      id={id}
      popover="auto"
      aria-label={t.main}
      // Any link followed in it closes it (in the page, the router navigates without a reload).
      onClick={(e) => {
        if ((e.target as Element).closest('a[href]')) menu.current?.hidePopover();
      }}
      className="inset-x-0 top-16 bottom-auto m-0 h-auto max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-t border-b border-slate-200 bg-white p-0 shadow-lg md:hidden"
    >
      <Container className="py-3">
        <ul className="grid gap-0.5">
          {site.nav.map((item) => {
            if (!('children' in item))
              return mobileLink(item.href, item.label, false, navCurrent(pathname, item, site.nav));
            const children =
              item.prefix === pathIn(language, '/services') ? site.mobileServices : item.children;
            const current = navCurrent(pathname, item, site.nav);
            return (
              <li key={item.prefix}>
                <p
                  aria-current={current}
                  className={`px-3 pt-3 pb-1 text-xs font-semibold uppercase tracking-wide ${current ? 'text-brand-800' : 'text-slate-600'}`}
                >
                  {item.label}
                </p>
                <ul className="grid gap-0.5">
                  {children.map((c) => mobileLink(c.href, c.label, true))}
                </ul>
              </li>
            );
          })}
        </ul>
        <ul className="mt-2 border-t border-slate-200 pt-2">
          {mobileLink(account.href, account.label)}
          <li className="min-[360px]:hidden">
            <LanguageSwitch
              href={otherLanguage}
              className="block rounded-md px-3 py-2.5 font-medium text-slate-800 hover:bg-slate-50"
            />
          </li>
        </ul>
        <MenuActions />
      </Container>
    </nav>
  );
}

/** A link of the phone menu; `current` marks the page (or section) it leads to. */
function MobileLink({
  href,
  label,
  nested,
  current,
}: {
  href: string;
  label: string;
  nested: boolean;
  current: 'page' | 'true' | undefined;
}) {
  const active = current !== undefined;
  return (
    <li>
      <SmartLink
        href={href}
        aria-current={current}
        className={`block rounded-md px-3 py-2.5 ${nested ? 'pl-6 text-sm' : 'font-medium'} ${active ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-50'}`}
      >
        {label}
      </SmartLink>
    </li>
  );
}

/**
 * The phone menu's calls to action, at its foot: the check-up (on a wide screen it is in the
 * Services menu), then the assessment.
 */
function MenuActions() {
  const language = useLanguage();
  const t = useMessages(header);
  return (
    <div className="mt-4 grid gap-2 border-t border-slate-200 pt-4">
      <ButtonLink
        href={pathIn(language, '/tools/compliance-check')}
        variant="secondary"
        className="w-full"
      >
        {t.checkup}
      </ButtonLink>
      <ButtonLink
        href={pathIn(language, '/contact#assessment')}
        variant="secondary"
        className="w-full"
      >
        {t.contact}
      </ButtonLink>
      <ButtonLink href={pathIn(language, '/contact#assessment')} className="w-full">
        {t.start}
      </ButtonLink>
    </div>
  );
}

/** The width from which the header shows the account link; below it, the menu holds it. */
const wideHeader = '(min-width: 768px)';

/**
 * "Sign in", or "Your profile" once this browser holds a session (known without supabase-js).
 * The first read of localStorage can hold the main thread for a long while (the browser opens
 * the site's storage), so a phone's start-up does without it: there the link is in the menu,
 * and the session is looked for as the menu opens (before it shows). Where the header shows the
 * link, it is looked for in a task of its own once the page has hydrated, and after every
 * navigation (sign-in and sign-out navigate).
 */
function useAccountLink(menu: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const language = useLanguage();
  const t = useMessages(header);
  const [signedIn, setSignedIn] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read after every navigation
  useEffect(() => {
    const look = () => setSignedIn(hasStoredSession());
    const onMenu = (e: Event) => {
      if ((e as ToggleEvent).newState === 'open') look();
    };
    const wide = window.matchMedia(wideHeader);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const lookIfWide = () => {
      if (wide.matches) timer = setTimeout(look, 0);
    };
    lookIfWide();
    wide.addEventListener('change', lookIfWide);
    const el = menu.current;
    el?.addEventListener('beforetoggle', onMenu);
    return () => {
      clearTimeout(timer);
      wide.removeEventListener('change', lookIfWide);
      el?.removeEventListener('beforetoggle', onMenu);
    };
  }, [pathname, menu]);
  // /auth is in English; from another language's pages it is told which (an account made there
  // gets that language for its emails).
  const signIn = isOriginal(language) ? '/auth' : `/auth?lang=${language}`;
  return signedIn ? { href: '/profile', label: t.profile } : { href: signIn, label: t.signIn };
}

/** From 768 px: the account link and the link to the assessment form, beside the menu button. */
function WideHeaderLinks({
  pathname,
  account,
}: {
  pathname: string;
  account: { href: string; label: string };
}) {
  const language = useLanguage();
  const t = useMessages(header);
  const contact = pathIn(language, '/contact');
  return (
    <div className="hidden items-center gap-2 md:flex">
      <SmartLink
        href={account.href}
        aria-label={account.label}
        hrefLang={originalMark(language)}
        aria-current={isActiveHref(pathname, account.href) ? 'page' : undefined}
        className={linkClass(isActiveHref(pathname, account.href))}
      >
        <UserIcon />
        <span className="hidden xl:inline">{account.label}</span>
      </SmartLink>
      <SmartLink
        href={`${contact}#assessment`}
        aria-current={isCurrentPage(pathname, contact) ? 'page' : undefined}
        className={buttonClass('secondary', 'aria-[current=page]:bg-brand-50')}
      >
        {t.contact}
      </SmartLink>
    </div>
  );
}

/**
 * `search` is the search button, which the app provides (components import nothing from
 * src/search); `otherLanguage` is where the language switch leads (this page in the other
 * language, or that language's home page), which the app knows from its routes.
 */
export function Header({ search, otherLanguage }: { search?: ReactNode; otherLanguage: string }) {
  const { pathname } = useLocation();
  const t = useMessages(header);
  const menuId = useId();
  const menu = useRef<HTMLElement>(null);
  const account = useAccountLink(menu);
  // Mirrors the popover's state for the button's label; the popover itself needs no script.
  const open = usePopoverOpen(menu);
  // A navigation by any means (a link, the back button) closes the menu.
  useOnNavigation(pathname, () => {
    if (menu.current?.matches(':popover-open')) menu.current.hidePopover();
  });

  return (
    <header className="group/header sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t.skip}
      </a>
      <Container className="flex h-16 items-center justify-between gap-2 lg:gap-4 2xl:max-w-7xl">
        <Logo />
        <DesktopNav pathname={pathname} />
        <div className="flex items-center gap-1 lg:gap-2">
          {search}
          {/* On the narrowest phones it is in the menu instead. */}
          <span className="hidden min-[360px]:contents">
            <LanguageSwitch href={otherLanguage} className={linkClass(false)} compact />
          </span>
          <WideHeaderLinks pathname={pathname} account={account} />
          <button
            type="button"
            popoverTarget={menuId}
            className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? t.closeMenu : t.openMenu}
          >
            {/* The icon follows the popover by CSS, so that it is right before the app starts. */}
            <MenuIcon className="group-has-[nav:popover-open]/header:hidden" />
            <CloseIcon className="hidden group-has-[nav:popover-open]/header:block" />
          </button>
        </div>
      </Container>
      <MobileNav
        pathname={pathname}
        id={menuId}
        account={account}
        menu={menu}
        otherLanguage={otherLanguage}
      />
    </header>
  );
}
