type Kind = "flat" | "antenna" | "spire" | "pitched" | "dome" | "stepped" | "clock";

type Building = readonly [x: number, w: number, h: number, kind?: Kind];

type Layer = {
  fill: string;
  buildings: readonly Building[];
  cell: readonly [w: number, h: number, gap: number];
  /** Out of 9, how many windows are lit. */
  lit: number;
};

type SkylineItem = { building: Building; index: number; layer: Layer };

type Stroke = { x: number; y: number; w: number };

type Stop = readonly [offset: number, color: string, opacity?: number];

/** The waterline: buildings stand on it, the river lies below it. */
const GROUND = 330;
const SUN = { x: 480, y: 222, r: 40 };

// prettier-ignore
const FAR: Layer = {
  fill: "#8a5790", cell: [3, 4, 5], lit: 3,
  buildings: [
    [-10, 56, 112], [42, 38, 158, "spire"], [96, 60, 96], [150, 34, 176, "antenna"],
    [196, 58, 126], [262, 42, 192, "spire"], [300, 64, 110], [372, 40, 150],
    [406, 40, 76], [504, 36, 70], [530, 58, 150, "antenna"], [596, 44, 186, "spire"],
    [640, 62, 124], [710, 40, 150], [746, 64, 120, "dome"],
  ],
};

// prettier-ignore
const MID: Layer = {
  fill: "#41306e", cell: [5, 7, 5], lit: 3,
  buildings: [
    [8, 46, 132], [64, 52, 206, "antenna"], [124, 56, 112], [196, 40, 170, "clock"],
    [246, 64, 124, "dome"], [318, 70, 218, "stepped"], [396, 44, 140], [450, 54, 88],
    [514, 44, 124], [566, 50, 170], [624, 58, 106, "dome"], [692, 44, 224, "spire"],
    [746, 60, 136, "antenna"],
  ],
};

// Little houses along the embankment.
// prettier-ignore
const FRONT: Layer = {
  fill: "#251b49", cell: [6, 8, 7], lit: 5,
  buildings: [
    [0, 38, 42, "pitched"], [96, 43, 53, "pitched"], [140, 48, 64, "pitched"],
    [286, 39, 51, "pitched"], [334, 44, 62, "pitched"], [470, 49, 49, "pitched"],
    [522, 40, 60, "pitched"], [668, 45, 47, "pitched"], [718, 50, 58, "pitched"],
  ],
};

// prettier-ignore
const GRADIENTS: Record<string, readonly Stop[]> = {
  "city-sky": [
    [0, "#1b1745"], [0.3, "#33296e"], [0.52, "#6d3a88"],
    [0.7, "#cf5f7e"], [0.85, "#f59a5a"], [1, "#fcd49a"],
  ],
  "city-sun": [[0, "#fff3c4"], [1, "#ffb36b"]],
  "city-cloud": [[0, "#a98bd6"], [1, "#f6a3a0"]],
  "city-haze": [[0, "#f59a5a", 0], [1, "#f7a266", 0.45]],
  "city-water": [[0, "#3b2b62"], [1, "#140f33"]],
  "city-fade": [[0, "#ffffff", 0.55], [1, "#ffffff", 0]],
  "city-glint": [[0, "#ffc98a", 0.8], [1, "#ffc98a", 0.2]],
};

const BIRDS = "M412 168l6 4 6-4M430 156l5 3 5-3";
const TREES = [60, 76, 214, 236, 258, 394, 414, 436, 586, 606, 630, 786].map((x, i) => ({
  x,
  y: GROUND - 12 - (i % 3) * 3,
  r: 12 + (i % 2) * 3,
}));
const LAMPS = [40, 200, 360, 520, 680];
const LAMP_POSTS = LAMPS.map((x) => `M${x} ${GROUND}v-26`).join("");
// prettier-ignore
const CLOUDS = [{ x: 150, y: 92, s: 1 }, { x: 660, y: 132, s: 0.75 }, { x: 420, y: 56, s: 0.55 }];
const STARS = Array.from({ length: 22 }, (_, i) => ({
  x: (i * 137 + 23) % 800,
  y: 14 + ((i * 61) % 120),
  r: i % 3 === 0 ? 1.4 : 0.9,
  o: 0.35 + ((i * 7) % 5) / 10,
}));
/** The sun's path on the water, narrowing towards the viewer. */
const GLINTS: Stroke[] = [72, 56, 42, 30, 20].map((w, i) => ({
  x: SUN.x - w / 2 + (i % 2) * 6,
  y: GROUND + 6 + i * 11,
  w,
}));
const RIPPLES: Stroke[] = Array.from({ length: 14 }, (_, i) => ({
  x: (i * 173 + 40) % 760,
  y: GROUND + 12 + ((i * 29) % 56),
  w: 24 + ((i * 37) % 50),
}));

/** Horizontal strokes joined into a single path. */
function strokes(list: readonly Stroke[]): string {
  return list.map(({ x, y, w }) => `M${x} ${y}h${w}`).join("");
}

function outline([x, w, h, kind = "flat"]: Building): string {
  const top = GROUND - h;
  const r = x + w;
  const mid = x + w / 2;
  const base = `M${x} ${GROUND}V${top}`;
  const end = `V${GROUND}Z`;
  switch (kind) {
    case "spire":
      return `${base}L${mid} ${top - w * 0.9}L${r} ${top}${end}`;
    case "pitched":
      return `${base}H${x - 4}L${mid} ${top - w * 0.5}L${r + 4} ${top}H${r}${end}`;
    case "dome":
      return `${base}A${w / 2} ${w / 2.6} 0 0 1 ${r} ${top}${end}`;
    case "stepped": {
      const s = w * 0.14;
      return `${base}H${x + s}V${top - 16}H${x + 2 * s}V${top - 30}H${r - 2 * s}V${top - 16}H${r - s}V${top}H${r}${end}`;
    }
    case "clock": {
      const s = w * 0.16;
      const bell = top - 38;
      return `${base}H${x + s}V${bell}L${mid} ${bell - w * 1.1}L${r - s} ${bell}V${top}H${r}${end}`;
    }
    default:
      return `${base}H${r}${end}`;
  }
}

/** Unlit, warm and pale windows. */
const TONES = [
  { fill: "#ffffff", opacity: 0.06 },
  { fill: "#fbbf5a", opacity: 0.9 },
  { fill: "#ffe7a3", opacity: 0.9 },
];

/**
 * A regular grid of windows, one path per tone to keep the markup small;
 * which windows are lit follows from the indexes.
 */
function Windows({ building, index, layer }: SkylineItem) {
  const [x, bw, bh, kind] = building;
  const [w, h, gap] = layer.cell;
  const cols = Math.max(1, Math.floor((bw - 10 + gap) / (w + gap)));
  const pad = kind === "pitched" ? 12 : 10;
  const rows = Math.floor((bh - pad - 8 + gap) / (h + gap));
  const left = x + (bw - (cols * w + (cols - 1) * gap)) / 2;
  const paths = TONES.map(() => "");
  for (let k = 0; k < rows * cols; k++) {
    const row = Math.floor(k / cols);
    const col = k % cols;
    const seed = (index * 7 + row * 3 + col * 5 + row * col) % 9;
    const tone = seed < layer.lit ? 1 + (seed % 2) : 0;
    const cx = left + col * (w + gap);
    const cy = GROUND - bh + pad + row * (h + gap);
    paths[tone] += `M${cx} ${cy}h${w}v${h}h${-w}z`;
  }
  return TONES.map((tone, t) => <path key={t} d={paths[t]} {...tone} />);
}

function Details({ building: [x, w, h, kind] }: { building: Building }) {
  const top = GROUND - h;
  const mid = x + w / 2;
  if (kind === "antenna") {
    return (
      <>
        <rect x={mid - 1} y={top - 30} width={2} height={30} />
        <circle cx={mid} cy={top - 31} r={2.2} fill="#ff6b6b" />
      </>
    );
  }
  if (kind === "clock") {
    const cy = top - 19;
    return (
      <>
        <circle cx={mid} cy={cy} r={w * 0.26} fill="#ffe7a3" />
        <path
          d={`M${mid} ${cy - w * 0.18}V${cy}H${mid + w * 0.13}`}
          stroke="#41306e"
          strokeWidth={1.6}
          strokeLinecap="round"
          fill="none"
        />
      </>
    );
  }
  if (kind === "pitched") {
    return <rect x={x + w * 0.68} y={top - w * 0.42} width={6} height={16} />;
  }
  return null;
}

function Skyline({ layer }: { layer: Layer }) {
  return (
    <g fill={layer.fill}>
      {layer.buildings.map((b, i) => (
        <g key={i}>
          <path d={outline(b)} />
          <Details building={b} />
          <Windows building={b} index={i} layer={layer} />
        </g>
      ))}
    </g>
  );
}

export function CityIllustration({ className, title }: { className?: string; title: string }) {
  return (
    <svg
      viewBox="0 0 800 400"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-labelledby="city-title"
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id="city-title">{title}</title>
      <defs>
        {Object.entries(GRADIENTS).map(([id, stops]) => (
          <linearGradient key={id} id={id} x1="0" y1="0" x2="0" y2="1">
            {stops.map(([o, c, a = 1]) => (
              <stop key={o} offset={o} stopColor={c} stopOpacity={a} />
            ))}
          </linearGradient>
        ))}
        <radialGradient id="city-glow">
          <stop offset="0" stopColor="#ffd8a0" stopOpacity="0.75" />
          <stop offset="0.4" stopColor="#ffa270" stopOpacity="0.3" />
          <stop offset="1" stopColor="#ff8a65" stopOpacity="0" />
        </radialGradient>
        <mask id="city-reflection-mask">
          <rect y={GROUND} width="800" height="70" fill="url(#city-fade)" />
        </mask>
        <filter id="city-blur" x="-5%" y="-5%" width="110%" height="110%">
          <feGaussianBlur stdDeviation="1.6 0.8" />
        </filter>
      </defs>

      <rect width="800" height={GROUND} fill="url(#city-sky)" />
      {STARS.map((s, i) => (
        <circle key={i} cx={s.x} cy={s.y} r={s.r} fill="#fff" opacity={s.o} />
      ))}
      <circle cx={SUN.x} cy={SUN.y} r="170" fill="url(#city-glow)" />
      <circle cx={SUN.x} cy={SUN.y} r={SUN.r} fill="url(#city-sun)" />
      <g fill="url(#city-cloud)" opacity={0.75}>
        {CLOUDS.map((c) => (
          <g key={c.x} transform={`translate(${c.x} ${c.y}) scale(${c.s})`}>
            <ellipse rx="70" ry="13" />
            <ellipse cx="-22" cy="-10" rx="28" ry="16" />
            <ellipse cx="14" cy="-14" rx="32" ry="20" />
            <ellipse cx="44" cy="-6" rx="20" ry="11" />
          </g>
        ))}
      </g>

      <g id="city-skyline">
        <Skyline layer={FAR} />
        <rect y="200" width="800" height="130" fill="url(#city-haze)" />
        <Skyline layer={MID} />
        <g fill={FRONT.fill}>
          {TREES.map((t) => (
            <circle key={t.x} cx={t.x} cy={t.y} r={t.r} />
          ))}
        </g>
        <Skyline layer={FRONT} />
        <path d={LAMP_POSTS} stroke="#1a1338" strokeWidth="1.6" />
        {LAMPS.map((x) => (
          <g key={x} fill="#ffe7a3">
            <circle cx={x} cy={GROUND - 27} r="2.6" />
            <circle cx={x} cy={GROUND - 27} r="8" opacity={0.2} />
          </g>
        ))}
      </g>

      <rect y={GROUND} width="800" height="70" fill="url(#city-water)" />
      {/* The skyline mirrored in the river, fading and blurring downwards. */}
      <g mask="url(#city-reflection-mask)" filter="url(#city-blur)">
        <use href="#city-skyline" transform="matrix(1 0 0 -1 0 660)" />
      </g>
      <g fill="none" strokeLinecap="round">
        <path d={BIRDS} stroke="#3a2d62" strokeWidth="1.6" />
        <path d={strokes(GLINTS)} stroke="url(#city-glint)" strokeWidth="2.4" />
        <path d={strokes(RIPPLES)} stroke="#c9b6ff" opacity={0.18} />
      </g>
      <rect y={GROUND - 1} width="800" height="3" fill="#1a1338" />
    </svg>
  );
}
