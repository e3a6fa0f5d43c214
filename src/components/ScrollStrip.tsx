import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * A row that may be wider than the screen (a tab list): its scroller (the child marked
 * `data-scroller`, styled `.scroll-fade`) shows shadows at an edge with more to see, in CSS, and
 * once live, arrow buttons that scroll it by most of its width. The buttons are for pointers
 * only: keyboard users move along a tab list with the arrow keys, which scroll it too.
 */
export function ScrollStrip({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });

  useEffect(() => {
    const scroller = box.current?.querySelector<HTMLElement>('[data-scroller]');
    if (!scroller) return;
    const update = () => {
      const max = scroller.scrollWidth - scroller.clientWidth;
      const next = { start: scroller.scrollLeft > 1, end: scroller.scrollLeft < max - 1 };
      setEdges((e) => (e.start === next.start && e.end === next.end ? e : next));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(scroller);
    scroller.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      scroller.removeEventListener('scroll', update);
    };
  }, []);

  const scrollBy = (direction: 1 | -1) => {
    const scroller = box.current?.querySelector<HTMLElement>('[data-scroller]');
    scroller?.scrollBy({ left: direction * scroller.clientWidth * 0.8, behavior: 'smooth' });
  };
  const button = (edge: 'start' | 'end') => (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      data-scroll-cue={edge}
      hidden={!edges[edge]}
      onClick={() => scrollBy(edge === 'end' ? 1 : -1)}
      className={`absolute top-0 bottom-px z-10 flex w-10 items-center text-brand-800 ${
        edge === 'end'
          ? 'right-0 justify-end bg-gradient-to-l from-white from-50% to-transparent'
          : 'left-0 justify-start bg-gradient-to-r from-white from-50% to-transparent'
      }`}
    >
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
        <path
          d={edge === 'end' ? 'M7 4l6 6-6 6' : 'M13 4l-6 6 6 6'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
  return (
    <div ref={box} className="relative">
      {button('start')}
      {children}
      {button('end')}
    </div>
  );
}
