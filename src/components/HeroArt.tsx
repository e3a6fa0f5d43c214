/**
 * The illustration beside an inner page's hero on wide screens: a compliance tracker, a calendar
 * and a badge in the brand's blues, drawn inline so that it costs no request, and sized up front
 * so that nothing moves. Decorative (aria-hidden); hidden below the `lg` breakpoint, where the
 * text takes the whole width. The badge's glyph says what kind of page it is.
 */
export type HeroArtKind = 'service' | 'framework' | 'industry' | 'page';

const glyphs: Record<HeroArtKind, string> = {
  // A check mark.
  service: 'M-13 1l9 9 17-19',
  // A document with lines.
  framework: 'M-11-15h16l7 7v23h-23zM-5-3h12M-5 4h12M-5 11h8',
  // A building.
  industry: 'M-13 15v-26h14v26M1 15v-16h12v16M-17 15h34M-8-5h4M-8 2h4M6 5h3',
  // A star.
  page: 'M0-15l4 10h11l-9 7 4 11-10-7-10 7 4-11-9-7h11z',
};

const rows = [150, 118, 170, 96];

export function HeroArt({ kind }: { kind: HeroArtKind }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      data-hero-art=""
      className="hidden h-auto w-[26rem] lg:block"
      width="416"
      height="320"
      viewBox="0 0 416 320"
      fill="none"
    >
      <defs>
        <pattern id="hero-dots" width="16" height="16" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.6" fill="#bfdbfe" />
        </pattern>
      </defs>
      <circle cx="232" cy="166" r="142" fill="#dbeafe" />
      <rect x="8" y="8" width="150" height="110" fill="url(#hero-dots)" />
      <rect x="270" y="214" width="138" height="98" fill="url(#hero-dots)" />
      <Tracker />
      <Calendar />
      <Badge kind={kind} />
    </svg>
  );
}

/** The compliance tracker: a card of rows, three ticked. */
function Tracker() {
  return (
    <g>
      <rect
        x="56"
        y="56"
        width="244"
        height="212"
        rx="16"
        fill="#fff"
        stroke="#bfdbfe"
        strokeWidth="2"
      />
      <path d="M56 72a16 16 0 0 1 16-16h212a16 16 0 0 1 16 16v22H56z" fill="#3b82f6" />
      <rect x="74" y="70" width="92" height="10" rx="5" fill="#eff6ff" />
      {rows.map((w, i) => (
        <g key={w} transform={`translate(76 ${116 + i * 38})`}>
          <circle cx="10" cy="10" r="10" fill={i === 3 ? '#dbeafe' : '#2563eb'} />
          {i === 3 ? null : (
            <path
              d="M5 10l3.5 3.5L15 7"
              stroke="#fff"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          )}
          <rect x="32" y="4" width={w} height="12" rx="6" fill="#e2e8f0" />
        </g>
      ))}
    </g>
  );
}

/** The calendar card, one day marked. */
function Calendar() {
  return (
    <g>
      <rect
        x="262"
        y="26"
        width="122"
        height="112"
        rx="14"
        fill="#fff"
        stroke="#bfdbfe"
        strokeWidth="2"
      />
      <path d="M262 40a14 14 0 0 1 14-14h94a14 14 0 0 1 14 14v14H262z" fill="#1d4ed8" />
      {Array.from({ length: 12 }, (_, i) => (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed grid of calendar days
          key={i}
          x={276 + (i % 4) * 25}
          y={66 + Math.floor(i / 4) * 22}
          width="17"
          height="14"
          rx="3"
          fill={i === 6 ? '#3b82f6' : '#eff6ff'}
        />
      ))}
    </g>
  );
}

/** The badge, with the glyph of the page's kind. */
function Badge({ kind }: { kind: HeroArtKind }) {
  return (
    <g transform="translate(318 232)">
      <path
        d="M0-46l38 14v26c0 26-16 44-38 52-22-8-38-26-38-52v-26z"
        fill="#1e40af"
        stroke="#fff"
        strokeWidth="4"
      />
      <path
        d={glyphs[kind]}
        stroke="#fff"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}
