/**
 * A client's monogram: a shape and a shade of the brand's blue, both chosen from the name (so a
 * name always gets the same mark and neighbours differ), with the initials on it. Used where a
 * client has no logo of its own, or its logo fails to load.
 */
const shapes = [
  // circle
  'M32 2a30 30 0 1 1 0 60a30 30 0 1 1 0-60z',
  // rounded square
  'M16 2h32a14 14 0 0 1 14 14v32a14 14 0 0 1-14 14H16A14 14 0 0 1 2 48V16A14 14 0 0 1 16 2z',
  // hexagon
  'M32 1l27 15.5v31L32 63 5 47.5v-31z',
  // shield
  'M32 2l27 9v19c0 17-12 28-27 32C17 58 5 47 5 30V11z',
];
/** Dark enough for white initials (contrast 5:1 or more). */
const fills = ['#1d4ed8', '#1e40af', '#1e3a8a', '#2563eb', '#1e3a8a', '#1d4ed8'];

function hash(name: string): number {
  let h = 7;
  for (const c of name) h = (h * 31 + (c.codePointAt(0) ?? 0)) % 9973;
  return h;
}

export function Monogram({
  name,
  initials,
  size = 64,
}: {
  name: string;
  initials: string;
  size?: number;
}) {
  const h = hash(name);
  const shape = shapes[h % shapes.length];
  const fill = fills[Math.floor(h / shapes.length) % fills.length];
  return (
    <span
      className="relative inline-flex shrink-0 items-center justify-center"
      style={{ width: size, height: size }}
      data-initials=""
      data-monogram={h % shapes.length}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 64 64"
        width={size}
        height={size}
        className="absolute inset-0"
      >
        <path d={shape} fill={fill} />
        <path
          d={shape}
          fill="none"
          stroke="#93c5fd"
          strokeWidth="2"
          transform="translate(6.4 6.4) scale(.8)"
        />
      </svg>
      <span
        className="relative font-bold tracking-wide text-white"
        style={{ fontSize: Math.round(size * 0.32) }}
        aria-hidden="true"
      >
        {initials}
      </span>
    </span>
  );
}
