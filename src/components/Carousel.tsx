import { type RefObject, useEffect, useRef, useState } from 'react';
import { type CarouselMessages, carousel } from '../generated/messages/carousel.ts';
import { whenIdle } from '../lib/idle.ts';
import { useMessages } from '../lib/language.ts';
import { SmartLink } from './SmartLink.tsx';

export interface Slide {
  src: string;
  alt: string;
  href?: string;
}

const AUTOPLAY_MS = 4000;

/** The controls' words, which screen readers announce (content/messages/<language>/carousel.yaml). */
type Words = CarouselMessages;

type EmblaApi = {
  scrollPrev: () => void;
  scrollNext: () => void;
  scrollTo: (i: number) => void;
  selectedScrollSnap: () => number;
  on: (event: 'select' | 'autoplay:play' | 'autoplay:stop', cb: () => void) => void;
  destroy: () => void;
  plugins: () => { autoplay?: { play: () => void; stop: () => void; isPlaying: () => boolean } };
};

/**
 * Runs `reached` once: when the page is idle (2 s at most), or at once when the visitor reaches
 * for the carousel (a pointer or focus in `root`). Returns a cancel.
 */
function whenReached(root: HTMLElement | null | undefined, reached: () => void) {
  let cancelIdle = () => {};
  const stop = () => {
    root?.removeEventListener('pointerdown', go);
    root?.removeEventListener('focusin', go);
    cancelIdle();
  };
  const go = () => {
    stop();
    reached();
  };
  root?.addEventListener('pointerdown', go);
  root?.addEventListener('focusin', go);
  cancelIdle = whenIdle(go, 2000);
  return stop;
}

/** Loads Embla and its autoplay; the function returned starts them on a viewport. */
async function loadEmbla(reduceMotion: boolean) {
  const [embla, autoplay] = await Promise.all([
    import('embla-carousel'),
    import('embla-carousel-autoplay'),
  ]);
  return (viewport: HTMLElement) =>
    embla.default(
      viewport,
      { loop: true, align: 'start', duration: reduceMotion ? 0 : 25 },
      reduceMotion
        ? []
        : [
            autoplay.default({
              delay: AUTOPLAY_MS,
              stopOnInteraction: false,
              stopOnMouseEnter: true,
            }),
          ],
    ) as unknown as EmblaApi;
}

/**
 * Embla on the viewport, loaded when reached (the first slide needs no script, and the first
 * autoplay step is seconds away), and the state its buttons show.
 */
function useEmbla(viewport: RefObject<HTMLDivElement | null>) {
  const api = useRef<EmblaApi | null>(null);
  const [selected, setSelected] = useState(0);
  /** Whether the visitor wants the slides to play (the Pause/Play button). */
  const [playing, setPlaying] = useState(false);
  /** Whether the slides are moving now: autoplay also stops while the page is hidden. */
  const [running, setRunning] = useState(false);
  const [ready, setReady] = useState(false);
  /** `playing`, for the observer below. */
  const wanted = useRef(false);

  useEffect(() => {
    let cancelled = false;
    let inView: IntersectionObserver | undefined;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const cancelWait = whenReached(viewport.current?.parentElement, async () => {
      const start = await loadEmbla(reduceMotion);
      if (cancelled || !viewport.current) return;
      const instance = start(viewport.current);
      api.current = instance;
      instance.on('select', () => setSelected(instance.selectedScrollSnap()));
      instance.on('autoplay:play', () => setRunning(true));
      instance.on('autoplay:stop', () => setRunning(false));
      wanted.current = !reduceMotion;
      setRunning(!reduceMotion);
      setPlaying(!reduceMotion);
      setReady(true);
      // The slides move only while some of them is in view: scrolled away, a slide every 4 s
      // would only keep a phone's CPU busy. Back in view, they play again if the visitor wants.
      inView = new IntersectionObserver(([entry]) => {
        const autoplay = instance.plugins().autoplay;
        if (!autoplay || !wanted.current) return;
        if (!entry?.isIntersecting) autoplay.stop();
        else if (!autoplay.isPlaying()) autoplay.play();
      });
      inView.observe(viewport.current);
    });
    return () => {
      cancelled = true;
      cancelWait();
      inView?.disconnect();
      api.current?.destroy();
      api.current = null;
    };
  }, [viewport]);

  const togglePlay = () => {
    const autoplay = api.current?.plugins().autoplay;
    if (!autoplay) return;
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
    wanted.current = autoplay.isPlaying();
    setPlaying(wanted.current);
  };

  return { api, selected, playing, running, ready, togglePlay };
}

const buttonClass =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full bg-white/90 px-3 text-sm font-semibold text-slate-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * The home page's looping banner carousel. The slides are plain HTML from the first byte; Embla
 * and its autoplay (every 4 s, paused while the page is hidden or the carousel is out of view)
 * load after hydration and take over the same elements, so they are not part of the first load.
 * Buttons move and pause it; visitors who prefer reduced motion get no autoplay and no sliding.
 */
export function Carousel({ slides, label }: { slides: Slide[]; label: string }) {
  const viewport = useRef<HTMLDivElement>(null);
  const { api, selected, playing, running, ready, togglePlay } = useEmbla(viewport);
  const t = useMessages(carousel);
  return (
    <section
      aria-roledescription={t.carousel}
      aria-label={label}
      className="relative"
      data-autoplay={running ? 'running' : 'stopped'}
      data-ready={ready || undefined}
    >
      <div
        ref={viewport}
        className="overflow-hidden rounded-2xl shadow-lg"
        data-carousel-viewport=""
      >
        <div className="flex">
          {slides.map((s, i) => (
            <SlideView key={s.src} slide={s} index={i} count={slides.length} t={t} />
          ))}
        </div>
      </div>
      <div className="mt-3 flex items-center justify-center gap-2">
        <button
          type="button"
          className={buttonClass}
          onClick={() => api.current?.scrollPrev()}
          aria-label={t.previous}
        >
          ‹
        </button>
        {slides.map((s, i) => (
          <button
            key={s.src}
            type="button"
            onClick={() => api.current?.scrollTo(i)}
            aria-label={t.show({ n: i + 1 })}
            aria-current={selected === i ? 'true' : undefined}
            className="flex h-8 w-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span
              className={`h-3 w-3 rounded-full ${selected === i ? 'bg-brand-700' : 'bg-slate-400'}`}
            />
          </button>
        ))}
        <button
          type="button"
          className={buttonClass}
          onClick={() => api.current?.scrollNext()}
          aria-label={t.next}
        >
          ›
        </button>
        <button
          type="button"
          className={buttonClass}
          onClick={togglePlay}
          aria-pressed={!playing}
          aria-label={playing ? t.pauseSlides : t.playSlides}
        >
          {playing ? t.pause : t.play}
        </button>
      </div>
    </section>
  );
}

/** One slide: its image (the first loads at once), a link when it has one. */
function SlideView({
  slide: s,
  index: i,
  count,
  t,
}: {
  slide: Slide;
  index: number;
  count: number;
  t: Words;
}) {
  const img = (
    <img
      src={s.src}
      alt={s.alt}
      width={600}
      height={400}
      loading={i === 0 ? 'eager' : 'lazy'}
      fetchPriority={i === 0 ? 'high' : 'auto'}
      decoding={i === 0 ? 'sync' : 'async'}
      className="block h-auto w-full"
    />
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a group with the slide role description
    <div
      role="group"
      aria-roledescription={t.slide}
      aria-label={t.position({ n: i + 1, count })}
      className="min-w-0 shrink-0 grow-0 basis-full"
    >
      {s.href ? <SmartLink href={s.href}>{img}</SmartLink> : img}
    </div>
  );
}
