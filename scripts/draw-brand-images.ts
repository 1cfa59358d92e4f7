// npx tsx scripts/draw-brand-images.ts — draws the demo brands' images into brands/demo/ and
// brands/kopi/: flat SVG illustrations, each menu item from a short spec (a shape, its colours
// and a topping), plus the logos and the bank badges; a few demo items become photo-like JPEGs
// (PHOTO_ITEMS). Deterministic: the same specs always give the same bytes (with the same sharp),
// so running it again changes nothing unless a spec changed.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const BRANDS_DIR = path.resolve(import.meta.dirname, "../brands");

// ---------------------------------------------------------------------------------------------
// SVG and colour helpers

type Attrs = Record<string, string | number>;
type Point = readonly [number, number];
type Rand = () => number;

const r1 = (n: number) => Math.round(n * 10) / 10;

function el(tag: string, attrs: Attrs, children = ""): string {
  const list = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? r1(v) : v}"`)
    .join("");
  return children ? `<${tag}${list}>${children}</${tag}>` : `<${tag}${list}/>`;
}

/** "x,y x,y ..." as points: short to write, and the same syntax as SVG's own `points`. */
const P = (list: string): Point[] =>
  list.split(" ").map((p) => p.split(",").map(Number) as unknown as Point);
const pts = (points: readonly Point[]) => points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(" ");
const poly = (points: readonly Point[], fill: string) =>
  el("polygon", { points: pts(points), fill });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el("ellipse", { cx, cy, rx, ry, fill, ...extra });

function mix(a: string, b: string, t: number): string {
  const ch = (hex: string, i: number) => Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  const out = [0, 1, 2].map((i) => Math.round(ch(a, i) + (ch(b, i) - ch(a, i)) * t));
  return `#${out.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}
const shade = (c: string, t: number) => mix(c, "#000000", t);
const tint = (c: string, t: number) => mix(c, "#ffffff", t);

/** mulberry32 seeded from a string: scattered toppings land in the same place every run. */
function seeded(seed: string): Rand {
  let a = [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A random point inside an ellipse. */
const inEllipse =
  (cx: number, cy: number, rx: number, ry: number) =>
  (rand: Rand): Point => {
    const a = rand() * 2 * Math.PI;
    const d = Math.sqrt(rand());
    return [cx + Math.cos(a) * rx * d, cy + Math.sin(a) * ry * d];
  };

/** A random point on one of several surfaces. */
const onAny =
  (areas: Array<(rand: Rand) => Point>) =>
  (rand: Rand): Point =>
    areas[Math.floor(rand() * areas.length)]!(rand);

// ---------------------------------------------------------------------------------------------
// Toppings: a few pieces at anchor points, or many small bits scattered over a surface

type PieceKind = "cherry" | "berry" | "strawberry" | "rosette" | "leaf" | "cube" | "raisin";
type ScatterKind = "sprinkles" | "shavings" | "cheese" | "coconut" | "dust" | "nuts";
type ToppingKind = PieceKind | ScatterKind | "drizzle" | "none";

interface Topping {
  kind: ToppingKind;
  color?: string;
}

interface ToppingLayout {
  /** Where single pieces (cherries, rosettes...) go. */
  anchors: readonly Point[];
  /** A random point of the surface, for scattered bits and drizzles. */
  area: (rand: Rand) => Point;
  scale?: number;
  /** Scales the number of scattered bits. */
  density?: number;
}

const DEFAULT_COLOUR: Record<ToppingKind, string> = {
  cherry: "#B3122E",
  berry: "#C2185B",
  strawberry: "#E53935",
  rosette: "#FFF8EE",
  leaf: "#3E8E41",
  cube: "#FFB300",
  raisin: "#4E2A1E",
  sprinkles: "#F06292",
  shavings: "#4E2A1E",
  cheese: "#FFD54F",
  coconut: "#FFFFFF",
  dust: "#5D3A24",
  nuts: "#C89B6D",
  drizzle: "#3E2217",
  none: "#000000",
};

const SCATTER: Record<ScatterKind, { count: number; len: number; width: number }> = {
  sprinkles: { count: 36, len: 6, width: 3.5 },
  shavings: { count: 26, len: 9, width: 5 },
  cheese: { count: 40, len: 10, width: 4 },
  coconut: { count: 44, len: 5, width: 2.5 },
  dust: { count: 70, len: 0, width: 3 },
  nuts: { count: 16, len: 7, width: 6 },
};
const SPRINKLE_COLOURS = ["#F06292", "#FFD54F", "#4FC3F7", "#81C784", "#FFFFFF"];
const isScatter = (kind: ToppingKind): kind is ScatterKind => kind in SCATTER;

/** Bits are short round-capped strokes, one path per colour: 40 bits cost about 600 bytes. */
function scatter(kind: ScatterKind, color: string, layout: ToppingLayout, rand: Rand): string {
  const { count, len, width } = SCATTER[kind];
  const colours = kind === "sprinkles" ? SPRINKLE_COLOURS : [color];
  const paths = colours.map(() => "");
  for (let i = 0; i < Math.round(count * (layout.density ?? 1)); i++) {
    const [x, y] = layout.area(rand);
    const angle = rand() * Math.PI;
    const [dx, dy] = [Math.cos(angle) * len, Math.sin(angle) * len * 0.6];
    paths[i % colours.length] += `M${r1(x)},${r1(y)}l${r1(dx)},${r1(dy)}`;
  }
  const stroke = { "stroke-width": width, "stroke-linecap": "round" };
  return colours.map((c, i) => el("path", { d: paths[i]!, stroke: c, ...stroke })).join("");
}

const dots = (d: string, stroke: string, width: number) =>
  el("path", { d, stroke, "stroke-width": width, "stroke-linecap": "round" });

/** One piece drawn around (0,0). */
function piece(kind: PieceKind, c: string): string {
  switch (kind) {
    case "cherry":
      return (
        el("path", { d: "M0,-6q2,-12 9,-16", stroke: "#4E7D2B", "stroke-width": 2, fill: "none" }) +
        el("circle", { r: 10, fill: c }) +
        el("circle", { cx: -3, cy: -3, r: 3, fill: "#fff", opacity: 0.55 })
      );
    case "berry":
      return el("circle", { r: 8, fill: c }) + dots("M-3,-2h0M3,-2h0M0,3h0", tint(c, 0.35), 3);
    case "strawberry":
      return (
        el("path", { d: "M0,14C-12,6-12,-8 0,-8C12,-8 12,6 0,14Z", fill: c }) +
        el("path", { d: "M-7,-8l7,4l7,-4l-3,-4l-4,3l-4,-3Z", fill: "#43A047" }) +
        dots("M-4,0h0M4,0h0M0,6h0", "#FFE082", 2)
      );
    case "rosette":
      return (
        ellipse(0, 2, 13, 8, shade(c, 0.08)) +
        ellipse(0, -2, 10, 7, c) +
        ellipse(0, -7, 5, 4, tint(c, 0.5))
      );
    case "leaf":
      return (
        el("path", { d: "M-14,0Q0,-12 14,0Q0,12-14,0Z", fill: c }) +
        el("path", { d: "M-12,0H12", stroke: tint(c, 0.4), "stroke-width": 1.5 })
      );
    case "cube":
      return (
        poly(P("-7,-4 3,-8 9,-3 -1,1"), tint(c, 0.25)) +
        poly(P("-7,-4 -1,1 -1,10 -7,5"), c) +
        poly(P("-1,1 9,-3 9,6 -1,10"), shade(c, 0.15))
      );
    case "raisin":
      return ellipse(0, 0, 6, 4, c) + ellipse(-2, -1, 2, 1, tint(c, 0.3));
  }
}

/** The piece is defined once and placed with <use>, back to front. */
function pieces(kind: PieceKind, color: string, { anchors, scale = 1 }: ToppingLayout): string {
  const placed = [...anchors]
    .sort((a, b) => a[1] - b[1])
    .map(([x, y]) =>
      el("use", { href: "#t", transform: `translate(${r1(x)} ${r1(y)}) scale(${scale})` }),
    );
  return el("defs", {}, el("g", { id: "t" }, piece(kind, color))) + placed.join("");
}

/** A zig-zag line of sauce across the surface, left to right. */
function drizzle(color: string, { area }: ToppingLayout, rand: Rand): string {
  const points = Array.from({ length: 7 }, () => area(rand)).sort((a, b) => a[0] - b[0]);
  return el("path", {
    d: `M${pts(points).replace(/ /g, "L")}`,
    fill: "none",
    stroke: color,
    "stroke-width": 5,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  });
}

/** Each shape calls this once, after drawing itself (the piece's id is fixed per image). */
function drawTopping(t: Topping, layout: ToppingLayout, rand: Rand): string {
  const color = t.color ?? DEFAULT_COLOUR[t.kind];
  if (t.kind === "none") return "";
  if (t.kind === "drizzle") return drizzle(color, layout, rand);
  if (isScatter(t.kind)) return scatter(t.kind, color, layout, rand);
  return pieces(t.kind, color, layout);
}

// ---------------------------------------------------------------------------------------------
// Shapes

interface CakeColours {
  /** Sponge layers, top first. */
  layers: string[];
  /** Cream between the layers. */
  filling?: string;
  icing: string;
  drip?: string;
  topping: Topping;
}
interface Cupcake {
  liner: string;
  frosting: string;
  topping: Topping;
}
interface Cookies {
  dough: string;
  chip: string;
}
interface Bars {
  /** Bands of the cut side, top first. */
  stripes: string[];
  top: string;
  topping: Topping;
}
interface Loaf {
  crust: string;
  crumb: string;
  topping: Topping;
}
interface Roll {
  outside: string;
  inside: string;
  filling: string;
  topping: Topping;
}
interface Balls {
  ball: string;
  onLeaf: boolean;
  topping: Topping;
}
interface Tarts {
  pastry: string;
  filling: string;
  topping: Topping;
}
interface Cup {
  cup: string;
  drink: string;
  foam?: string;
  art?: boolean;
  topping?: Topping;
}
interface Glass {
  /** Bands of drink, top first, with their relative heights. */
  layers: Array<[colour: string, weight: number]>;
  cream?: string;
  ice?: boolean;
  straw: string;
  /** Jelly, pearls or fruit at the bottom. */
  bits?: string;
}
interface Croissant {
  pastry: string;
  topping: Topping;
}
interface Donut {
  dough: string;
  glaze: string;
  topping: Topping;
}

type Shape =
  | ({ kind: "wholeCake" } & CakeColours)
  | ({ kind: "slice" } & CakeColours)
  | ({ kind: "cupcake" } & Cupcake)
  | ({ kind: "cookies" } & Cookies)
  | ({ kind: "bars" } & Bars)
  | ({ kind: "loaf" } & Loaf)
  | ({ kind: "roll" } & Roll)
  | ({ kind: "balls" } & Balls)
  | ({ kind: "tarts" } & Tarts)
  | ({ kind: "cup" } & Cup)
  | ({ kind: "glass" } & Glass)
  | ({ kind: "croissant" } & Croissant)
  | ({ kind: "donut" } & Donut);

/** Depth on round sides: a light left edge fading to a darker right one. */
const SHADING = el(
  "linearGradient",
  { id: "s" },
  el("stop", { offset: 0, "stop-color": "#fff", "stop-opacity": 0.22 }) +
    el("stop", { offset: 0.45, "stop-color": "#fff", "stop-opacity": 0 }) +
    el("stop", { offset: 1, "stop-color": "#000", "stop-opacity": 0.18 }),
);
const PLATE_INNER = "#F1ECE8";

const plate = (cy: number, rx: number, ry: number) =>
  ellipse(200, cy + 6, rx, ry, "#000", { opacity: 0.08 }) +
  ellipse(200, cy, rx, ry, "#fff") +
  ellipse(200, cy - 2, rx * 0.8, ry * 0.72, PLATE_INNER);
const shadow = (cy: number, rx: number) =>
  ellipse(200, cy, rx, rx * 0.16, "#000", { opacity: 0.1 });

function wholeCake(s: CakeColours, rand: Rand): string {
  const [cx, rx, ry, top, bottom] = [200, 112, 28, 118, 226];
  // The cake's side between heights y1 and y2: its front curve.
  const band = (y1: number, y2: number, fill: string) => {
    const [l, r] = [cx - rx, cx + rx];
    const d = `M${l},${y1}A${rx},${ry} 0 0 0 ${r},${y1}V${y2}A${rx},${ry} 0 0 1 ${l},${y2}Z`;
    return el("path", { d, fill });
  };
  const h = (bottom - top) / s.layers.length;
  let out = plate(bottom + 6, 160, 34);
  s.layers.forEach((c, i) => (out += band(top + i * h, top + (i + 1) * h, c)));
  for (let i = 1; s.filling && i < s.layers.length; i++)
    out += band(top + i * h - 3, top + i * h + 3, s.filling);
  out += band(top, bottom, "url(#s)") + band(top, top + 12, s.drip ?? s.icing);
  for (const x of s.drip ? [100, 122, 150, 178, 206, 234, 262, 290] : []) {
    const edge = top + 12 + ry * Math.sqrt(1 - ((x - cx) / rx) ** 2);
    const height = 14 + rand() * 26;
    out += el("rect", { x: x - 7, y: edge - 8, width: 14, height, rx: 7, fill: s.drip! });
  }
  out += ellipse(cx, top, rx, ry, s.icing);
  const anchors = P(`278,125 240,137 180,138 128,127 150,108 205,101 255,108 ${cx},${top}`);
  const area = inEllipse(cx, top, rx * 0.85, ry * 0.75);
  return out + drawTopping(s.topping, { anchors, area, scale: 1.1 }, rand);
}

function slice(s: CakeColours, rand: Rand): string {
  const [tipY, backX, backY, h] = [172, 320, 150, 72];
  // The slice's long side: a slanted band from the tip (x = 80) to the back.
  const band = (d1: number, d2: number, fill: string) =>
    poly(P(`80,${tipY + d1} ${backX},${backY + d1} ${backX},${backY + d2} 80,${tipY + d2}`), fill);
  const lh = (h - 10) / s.layers.length;
  let out = plate(238, 165, 34);
  s.layers.forEach((c, i) => (out += band(10 + i * lh, 10 + (i + 1) * lh, c)));
  for (let i = 1; s.filling && i < s.layers.length; i++)
    out += band(10 + i * lh - 2.5, 10 + i * lh + 2.5, s.filling);
  out += band(0, h, "url(#s)") + band(0, 10, s.drip ?? s.icing);
  for (const x of s.drip ? [100, 140, 185, 228, 270, 305] : []) {
    const y = tipY + ((backY - tipY) * (x - 80)) / (backX - 80) + 6;
    out += el("rect", { x: x - 6, y, width: 12, height: 10 + rand() * 22, rx: 6, fill: s.drip! });
  }
  out += el("path", { d: `M80,${tipY}L245,110Q300,116 ${backX},${backY}Z`, fill: s.icing });
  const area = (r: Rand): Point => {
    const [a, b] = [r(), r()];
    const [u, v] = a + b > 1 ? [1 - a, 1 - b] : [a, b];
    return [80 + u * 165 + v * 240, tipY - u * 62 - v * 22];
  };
  return out + drawTopping(s.topping, { anchors: P("268,126 298,138 232,130"), area }, rand);
}

function cupcake(s: Cupcake, rand: Rand): string {
  let out = shadow(250, 90) + poly(P("128,172 272,172 252,248 148,248"), s.liner);
  const pleats = [1, 2, 3, 4, 5, 6].map(
    (i) => `M${r1(128 + (i * 144) / 7)},172L${r1(148 + (i * 104) / 7)},248`,
  );
  out += el("path", { d: pleats.join(""), stroke: shade(s.liner, 0.15), "stroke-width": 3 });
  const tiers = [
    [162, 84, 24],
    [136, 68, 22],
    [112, 50, 20],
    [92, 28, 16],
  ] as const;
  for (const [cy, rx, ry] of tiers) {
    out +=
      ellipse(200, cy + 3, rx, ry, shade(s.frosting, 0.1)) + ellipse(200, cy, rx, ry, s.frosting);
    const [hx, hy] = [200 - rx * 0.35, cy - ry * 0.35];
    out += ellipse(hx, hy, rx * 0.3, ry * 0.3, tint(s.frosting, 0.5), { opacity: 0.7 });
  }
  const layout = { anchors: P("200,74"), area: inEllipse(200, 128, 62, 40), scale: 1.6 };
  return out + drawTopping(s.topping, layout, rand);
}

function cookies(s: Cookies, rand: Rand): string {
  let out = plate(222, 165, 40);
  const at = [
    [150, 158, 62],
    [262, 150, 56],
    [208, 200, 70],
  ] as const;
  for (const [cx, cy, r] of at) {
    out += ellipse(cx, cy + 4, r, r * 0.72, shade(s.dough, 0.25));
    out += ellipse(cx, cy, r, r * 0.72, s.dough);
    out += ellipse(cx - 4, cy - 4, r * 0.78, r * 0.54, tint(s.dough, 0.12));
    const chips = Array.from({ length: 7 }, () => {
      const [x, y] = inEllipse(cx, cy, r * 0.7, r * 0.5)(rand);
      return `M${r1(x)},${r1(y)}h${r1(rand() * 4)}`;
    });
    out += dots(chips.join(""), s.chip, 10);
  }
  return out;
}

function bars(s: Bars, rand: Rand): string {
  const [ox, oy] = [40, 28]; // how far back the top goes
  const box = (x: number, y: number, w: number, h: number) => {
    const sh = h / s.stripes.length;
    let out = "";
    s.stripes.forEach((c, i) => {
      const [y1, y2] = [y + i * sh, y + (i + 1) * sh];
      out += el("rect", { x, y: y1, width: w, height: sh + 0.5, fill: c });
      const side = P(
        `${x + w},${y1} ${x + w + ox},${y1 - oy} ${x + w + ox},${y2 - oy} ${x + w},${y2}`,
      );
      out += poly(side, shade(c, 0.18));
    });
    return (
      out + poly(P(`${x},${y} ${x + w},${y} ${x + w + ox},${y - oy} ${x + ox},${y - oy}`), s.top)
    );
  };
  const topOf =
    (x: number, y: number, w: number) =>
    (r: Rand): Point => {
      const [u, v] = [0.08 + r() * 0.84, 0.1 + r() * 0.8];
      return [x + u * w + v * ox, y - v * oy];
    };
  const out = plate(226, 170, 34) + box(196, 124, 118, 62) + box(86, 166, 138, 64);
  const layout: ToppingLayout = {
    anchors: P("251,110 299,110 147,152 203,152"),
    area: onAny([topOf(196, 124, 118), topOf(86, 166, 138)]),
    scale: 0.9,
    density: 1.2,
  };
  return out + drawTopping(s.topping, layout, rand);
}

function loaf(s: Loaf, rand: Rand): string {
  let out = plate(228, 165, 34);
  const body = "M92,228L96,160Q98,104 190,104Q282,104 286,160L290,228Z";
  out += el("path", { d: body, fill: shade(s.crust, 0.1) });
  const dome = "M100,150Q104,112 190,112Q276,112 280,150Q190,170 100,150Z";
  out += el("path", { d: dome, fill: s.crust });
  const cuts = "M128,140l22,-16M176,136l22,-16M224,138l22,-16";
  out += dots(cuts, tint(s.crust, 0.35), 6);
  out += el("rect", { x: 240, y: 142, width: 104, height: 96, rx: 30, fill: s.crust });
  out += el("rect", { x: 249, y: 151, width: 86, height: 79, rx: 24, fill: s.crumb });
  const holes = Array.from(
    { length: 9 },
    () => `M${r1(262 + rand() * 60)},${r1(166 + rand() * 52)}h2`,
  );
  out += dots(holes.join(""), shade(s.crumb, 0.12), 4);
  const layout = { anchors: P("140,128 190,122 240,128"), area: inEllipse(190, 128, 70, 12) };
  return out + drawTopping(s.topping, layout, rand);
}

function roll(s: Roll, rand: Rand): string {
  let out = plate(232, 165, 34);
  const log = { x: 90, y: 128, width: 180, height: 100, rx: 50 };
  out += el("rect", { ...log, fill: s.outside }) + el("rect", { ...log, fill: "url(#s)" });
  out += ellipse(268, 178, 48, 50, shade(s.outside, 0.12)) + ellipse(266, 178, 44, 47, s.inside);
  const spiral =
    "M266,178a7,7 0 0 1 14,0a14,14 0 0 1-28,0a21,21 0 0 1 42,0a28,28 0 0 1-56,0a35,35 0 0 1 70,0";
  out += el("path", {
    d: spiral,
    fill: "none",
    stroke: s.filling,
    "stroke-width": 7,
    "stroke-linecap": "round",
  });
  const layout = { anchors: P("130,130 170,128 210,130"), area: inEllipse(165, 150, 65, 18) };
  return out + drawTopping(s.topping, layout, rand);
}

function balls(s: Balls, rand: Rand): string {
  const leaf =
    ellipse(200, 228, 170, 40, "#4F8A3A") +
    el("path", { d: "M40,228H360", stroke: "#7CB35B", "stroke-width": 3 });
  let out = s.onLeaf ? leaf : plate(226, 170, 40);
  const at = P("150,168 200,160 250,168 122,206 200,212 278,206");
  for (const [x, y] of at) {
    out += el("circle", { cx: x, cy: y + 3, r: 38, fill: shade(s.ball, 0.2) });
    out += el("circle", { cx: x, cy: y, r: 37, fill: s.ball });
    out += ellipse(x - 12, y - 14, 12, 8, tint(s.ball, 0.45), { opacity: 0.7 });
  }
  const layout: ToppingLayout = {
    anchors: at.map(([x, y]) => [x + 2, y - 30] as const),
    area: onAny(at.map(([x, y]) => inEllipse(x, y - 4, 26, 24))),
    scale: 0.8,
    density: 1.5,
  };
  return out + drawTopping(s.topping, layout, rand);
}

function tarts(s: Tarts, rand: Rand): string {
  let out = plate(222, 170, 42);
  const at = P("148,160 252,160 104,204 200,212 296,204");
  for (const [x, y] of at) {
    out += ellipse(x, y + 9, 46, 26, shade(s.pastry, 0.22)) + ellipse(x, y, 46, 27, s.pastry);
    out += ellipse(x, y + 1, 34, 19, shade(s.filling, 0.12));
    out += ellipse(x, y + 2, 32, 17, s.filling);
  }
  const layout: ToppingLayout = {
    anchors: at.map(([x, y]) => [x + 2, y] as const),
    area: onAny(at.map(([x, y]) => inEllipse(x, y + 2, 24, 11))),
    scale: 0.9,
    density: 1,
  };
  return out + drawTopping(s.topping, layout, rand);
}

function cup(s: Cup, rand: Rand): string {
  let out =
    ellipse(200, 246, 132, 26, shade(s.cup, 0.1)) + ellipse(200, 242, 128, 24, tint(s.cup, 0.5));
  out += ellipse(200, 240, 70, 12, shade(s.cup, 0.1));
  const handle = "M276,150C326,146 326,208 262,206";
  out += el("path", { d: handle, fill: "none", stroke: shade(s.cup, 0.08), "stroke-width": 14 });
  const body = "M120,130C120,210 150,240 200,240C250,240 280,210 280,130Z";
  out += el("path", { d: body, fill: s.cup }) + el("path", { d: body, fill: "url(#s)" });
  out += ellipse(200, 130, 80, 18, tint(s.cup, 0.4)) + ellipse(200, 132, 72, 14, s.drink);
  if (s.foam) out += ellipse(200, 133, 56, 10, s.foam);
  if (s.art) {
    const heart = "M200,142c-22,-10 -14,-22 0,-13c14,-9 22,3 0,13Z";
    out += el("path", { d: heart, fill: tint(s.drink, 0.75) });
  }
  const steam =
    "M176,112c-10,-12 10,-20 0,-36M202,108c-10,-12 10,-20 0,-40M228,112c-10,-12 10,-20 0,-36";
  out += el("path", {
    d: steam,
    fill: "none",
    stroke: "#fff",
    "stroke-width": 5,
    "stroke-linecap": "round",
    opacity: 0.7,
  });
  if (!s.topping) return out;
  return (
    out + drawTopping(s.topping, { anchors: P("200,132"), area: inEllipse(200, 133, 46, 8) }, rand)
  );
}

function glass(s: Glass, rand: Rand): string {
  const [top, bottom] = [70, 250];
  const half = (y: number) => 60 - (12 * (y - top)) / (bottom - top);
  const band = (y1: number, y2: number, fill: string) =>
    poly(
      P(
        `${200 - half(y1)},${y1} ${200 + half(y1)},${y1} ${200 + half(y2)},${y2} ${200 - half(y2)},${y2}`,
      ),
      fill,
    );
  let out = shadow(254, 70);
  const straw = { x: 212, y: 26, width: 12, height: 130, rx: 4, transform: "rotate(14 218 90)" };
  out += el("rect", { ...straw, fill: s.straw });
  const total = s.layers.reduce((n, [, w]) => n + w, 0);
  const surface = s.cream ? 104 : 96;
  let y = surface;
  for (const [color, weight] of s.layers) {
    const next = y + ((bottom - 4 - surface) * weight) / total;
    out += band(y, next + 0.5, color);
    y = next;
  }
  if (s.bits) {
    const bits = Array.from(
      { length: 14 },
      () => `M${r1(158 + rand() * 84)},${r1(214 + rand() * 28)}h${r1(rand() * 6)}`,
    );
    out += dots(bits.join(""), s.bits, 10);
  }
  const cubes = [
    [160, 104, 12],
    [196, 112, -10],
    [220, 100, 24],
  ] as const;
  for (const [x, cy, a] of s.ice ? cubes : []) {
    const transform = `rotate(${a} ${x + 15} ${cy + 14})`;
    out += el("rect", {
      x,
      y: cy,
      width: 30,
      height: 28,
      rx: 6,
      fill: "#fff",
      opacity: 0.45,
      transform,
    });
  }
  if (s.cream) out += el("path", { d: "M146,106Q150,76 200,74Q250,76 254,106Z", fill: s.cream });
  const outline = `M140,${top}H260L248,${bottom}H152Z`;
  out += el("path", { d: outline, fill: "#fff", opacity: 0.16, stroke: "#fff", "stroke-width": 4 });
  return (
    out +
    el("path", {
      d: "M152,84L161,236",
      stroke: "#fff",
      "stroke-width": 7,
      "stroke-linecap": "round",
      opacity: 0.45,
    })
  );
}

function croissant(s: Croissant, rand: Rand): string {
  let out = plate(226, 165, 36);
  // Ridges across a crescent whose tips point down: cx, cy, rx, ry, tilt. Tips first.
  const ridges = [
    [116, 206, 22, 36, -60],
    [284, 206, 22, 36, 60],
    [156, 182, 32, 50, -32],
    [244, 182, 32, 50, 32],
    [200, 168, 38, 58, 0],
  ] as const;
  ridges.forEach(([cx, cy, rx, ry, a], i) => {
    const transform = `rotate(${a} ${cx} ${cy})`;
    const fill = i % 2 ? s.pastry : shade(s.pastry, 0.06);
    out += ellipse(cx, cy, rx, ry, fill, {
      stroke: shade(s.pastry, 0.28),
      "stroke-width": 3,
      transform,
    });
    const [hx, hy] = [cx - rx * 0.2, cy - ry * 0.35];
    out += ellipse(hx, hy, rx * 0.45, ry * 0.22, tint(s.pastry, 0.35), { opacity: 0.8, transform });
  });
  const layout = { anchors: P("156,160 200,146 244,160"), area: inEllipse(200, 160, 80, 18) };
  return out + drawTopping(s.topping, layout, rand);
}

function donut(s: Donut, rand: Rand): string {
  let out = plate(226, 160, 38);
  out += ellipse(200, 184, 104, 70, shade(s.dough, 0.12)) + ellipse(200, 176, 102, 66, s.dough);
  const edge = Array.from({ length: 18 }, (_, i): Point => {
    const a = (i * 2 * Math.PI) / 18;
    const k = 0.82 + rand() * 0.1 + (Math.sin(a) > 0.3 ? 0.06 : 0); // glaze runs down the front
    return [200 + Math.cos(a) * 102 * k, 172 + Math.sin(a) * 66 * k];
  });
  const glaze = `M${pts(edge).replace(/ /g, "L")}Z`;
  out += el("path", {
    d: glaze,
    fill: s.glaze,
    stroke: s.glaze,
    "stroke-width": 10,
    "stroke-linejoin": "round",
  });
  out += ellipse(200, 174, 28, 17, shade(s.dough, 0.2)) + ellipse(200, 177, 25, 13, PLATE_INNER);
  const area = (r: Rand): Point => {
    const [x, y] = inEllipse(200, 172, 80, 50)(r);
    return Math.hypot((x - 200) / 40, (y - 174) / 26) < 1 ? [x + 60, y] : [x, y]; // not in the hole
  };
  return out + drawTopping(s.topping, { anchors: [], area }, rand);
}

function drawShape(shape: Shape, rand: Rand): string {
  switch (shape.kind) {
    case "wholeCake":
      return wholeCake(shape, rand);
    case "slice":
      return slice(shape, rand);
    case "cupcake":
      return cupcake(shape, rand);
    case "cookies":
      return cookies(shape, rand);
    case "bars":
      return bars(shape, rand);
    case "loaf":
      return loaf(shape, rand);
    case "roll":
      return roll(shape, rand);
    case "balls":
      return balls(shape, rand);
    case "tarts":
      return tarts(shape, rand);
    case "cup":
      return cup(shape, rand);
    case "glass":
      return glass(shape, rand);
    case "croissant":
      return croissant(shape, rand);
    case "donut":
      return donut(shape, rand);
  }
}

// ---------------------------------------------------------------------------------------------
// Whole images

interface ItemSpec {
  uid: string;
  /** The <title>; the same name as in the brand file. */
  name: string;
  background: string;
  shape: Shape;
}

const svgRoot = (w: number, h: number, body: string) => {
  const attrs = {
    xmlns: "http://www.w3.org/2000/svg",
    width: w,
    height: h,
    viewBox: `0 0 ${w} ${h}`,
  };
  return el("svg", { ...attrs, role: "img" }, body) + "\n";
};

function itemSvg(item: ItemSpec): string {
  const bg = item.background;
  const body =
    el("title", {}, escapeXml(item.name)) +
    el("defs", {}, SHADING) +
    el("rect", { width: 400, height: 300, fill: bg }) +
    el("circle", { cx: 200, cy: 150, r: 132, fill: tint(bg, 0.45) }) +
    drawShape(item.shape, seeded(item.uid));
  return svgRoot(400, 300, body);
}

/**
 * The first items of the demo's first section are photos, so its home page serves what a real
 * brand's does: a JPEG that import turns into AVIF and WebP variants, the first one the page's
 * priority image (docs/decisions/0025-image-variants.md). 800×600 gives the recipe's three widths;
 * more would only slow every test server's first start, which imports the demo brands.
 */
const PHOTO_ITEMS = new Set([
  "black-forest-whole",
  "red-velvet-whole",
  "tiramisu-whole",
  "pandan-chiffon-whole",
]);
const PHOTO = { width: 800, height: 600 };

/** The drawing as if photographed: a little soft, with sensor grain and a darker rim. */
async function itemPhoto(item: ItemSpec): Promise<Buffer> {
  const { width, height } = PHOTO;
  const rand = seeded(`${item.uid}:grain`);
  const grain = Buffer.alloc(width * height);
  for (let i = 0; i < grain.length; i++)
    grain[i] = 128 + Math.round((rand() + rand() + rand() - 1.5) * 24);
  const vignette = svgRoot(
    width,
    height,
    el(
      "defs",
      {},
      el(
        "radialGradient",
        { id: "v", cx: "50%", cy: "45%", r: "75%" },
        el("stop", { offset: "55%", "stop-color": "#000", "stop-opacity": 0 }) +
          el("stop", { offset: "100%", "stop-color": "#000", "stop-opacity": 0.35 }),
      ),
    ) + el("rect", { width, height, fill: "url(#v)" }),
  );
  const drawing = await sharp(Buffer.from(itemSvg(item)), { density: (72 * width) / 400 })
    .resize(width, height)
    .blur(1.2)
    .toBuffer();
  const noise = await sharp(grain, { raw: { width, height, channels: 1 } })
    .blur(0.6)
    .toColourspace("srgb")
    .png()
    .toBuffer();
  return sharp(drawing)
    .composite([{ input: noise, blend: "soft-light" }, { input: Buffer.from(vignette) }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

const SERIF = "Georgia,'Times New Roman',serif";
const SANS = "Helvetica,Arial,sans-serif";

interface LogoSpec {
  title: string;
  /** Drawn inside the 64x64 square on the left. */
  mark: string;
  word: string;
  tagline: string;
  font: string;
  accent: string;
}

/** A wordmark for the top bar, which has the brand colour behind it: light on dark. */
function logoSvg(logo: LogoSpec): string {
  const word = { x: 70, y: 35, fill: "#fff", "font-family": logo.font, "font-size": 28 };
  const tagline = { x: 71, y: 54, fill: logo.accent, "font-family": SANS, "font-size": 12 };
  const body =
    el("title", {}, escapeXml(logo.title)) +
    el("circle", { cx: 32, cy: 32, r: 28, fill: "#fff", opacity: 0.16 }) +
    logo.mark +
    el("text", { ...word, "font-weight": 700 }, escapeXml(logo.word)) +
    el("text", { ...tagline, "font-weight": 700, "letter-spacing": 2 }, escapeXml(logo.tagline));
  return svgRoot(240, 64, body);
}

/** Not the bank's logo: a coloured badge with its name. */
function bankBadgeSvg(name: string, background: string, color: string): string {
  const text = { x: 60, y: 31, fill: color, "font-family": SANS, "font-size": 20 };
  const body =
    el("title", {}, escapeXml(name)) +
    el("rect", { width: 120, height: 48, rx: 10, fill: background }) +
    el("text", { ...text, "font-weight": 700, "text-anchor": "middle" }, escapeXml(name));
  return svgRoot(120, 48, body);
}

// ---------------------------------------------------------------------------------------------
// The specs

const DEMO_LOGO: LogoSpec = {
  title: "Dapur Kue Demo",
  mark:
    el("rect", { x: 16, y: 34, width: 32, height: 16, rx: 3, fill: "#fff" }) +
    el("rect", { x: 21, y: 24, width: 22, height: 11, rx: 3, fill: "#FFD9E4" }) +
    el("path", { d: "M16,40h32", stroke: "#8A1C3F", "stroke-width": 2 }) +
    el("circle", { cx: 32, cy: 19, r: 4.5, fill: "#fff" }),
  word: "Dapur Kue",
  tagline: "DEMO · JAKARTA",
  font: SERIF,
  accent: "#FFD9E4",
};

const KOPI_LOGO: LogoSpec = {
  title: "Kopi Kita",
  mark:
    ellipse(32, 32, 13, 19, "#F3E9DC", { transform: "rotate(28 32 32)" }) +
    el("path", {
      d: "M38,17C26,26 38,38 26,47",
      fill: "none",
      stroke: "#1F5135",
      "stroke-width": 3,
    }),
  word: "Kopi Kita",
  tagline: "COFFEE · SABANG",
  font: SANS,
  accent: "#CDE7D6",
};

const CREAM = "#FFF8EE";
const CHOC = "#4A2A1C";
const DARK_CHOC = "#3A1F14";

/** Cakes sold whole and by the slice share their colours. */
const CAKES = {
  blackForest: {
    layers: [CHOC, CHOC, CHOC],
    filling: CREAM,
    icing: CREAM,
    drip: DARK_CHOC,
    topping: { kind: "cherry" },
  },
  redVelvet: {
    layers: ["#A3162B", "#A3162B", "#A3162B"],
    filling: "#FFF6EC",
    icing: "#FFF6EC",
    topping: { kind: "berry", color: "#9E1030" },
  },
  tiramisu: {
    layers: ["#E8D5B5", "#8C5A3C", "#E8D5B5", "#8C5A3C"],
    icing: "#F3E6CF",
    topping: { kind: "dust" },
  },
  pandanChiffon: {
    layers: ["#A8CF6A", "#9CC65C"],
    icing: "#C4E08E",
    topping: { kind: "coconut" },
  },
  chocolateFudge: {
    layers: ["#5A3222", "#5A3222", "#5A3222"],
    filling: "#2E1810",
    icing: DARK_CHOC,
    drip: "#2A150D",
    topping: { kind: "strawberry" },
  },
  durianCrepe: {
    layers: ["#F6E7A8", "#F6E7A8", "#F6E7A8", "#F6E7A8", "#F6E7A8"],
    filling: "#FFF8DD",
    icing: "#F0D96E",
    topping: { kind: "cube", color: "#F2C94C" },
  },
  mangoCheesecake: {
    layers: ["#FFF1C7", "#FFF1C7", "#C99A5B"],
    icing: "#FFB72B",
    topping: { kind: "cube", color: "#FFA000" },
  },
  rainbow: {
    layers: ["#EF5350", "#FFA726", "#FFEE58", "#66BB6A", "#42A5F5", "#AB47BC"],
    icing: "#FFFFFF",
    drip: "#F48FB1",
    topping: { kind: "sprinkles" },
  },
  nyCheesecake: {
    layers: ["#FFF3D6", "#FFF3D6", "#FFF3D6", "#C4925A"],
    icing: "#F4DDB0",
    topping: { kind: "berry", color: "#6A1B9A" },
  },
  lemonDrizzle: {
    layers: ["#FFE38A", "#FFE38A"],
    filling: "#FFF9E0",
    icing: "#FFFBEA",
    drip: "#FFF3B0",
    topping: { kind: "leaf", color: "#7CB342" },
  },
  saltedCaramel: {
    layers: ["#D9A066", "#D9A066", "#D9A066"],
    filling: "#B86B25",
    icing: "#F2D3A8",
    drip: "#B86B25",
    topping: { kind: "nuts", color: "#8D5524" },
  },
} satisfies Record<string, CakeColours>;

const whole = (c: CakeColours): Shape => ({ kind: "wholeCake", ...c });
const cut = (c: CakeColours): Shape => ({ kind: "slice", ...c });
const item = (uid: string, name: string, background: string, shape: Shape): ItemSpec => ({
  uid,
  name,
  background,
  shape,
});

const DEMO_ITEMS: ItemSpec[] = [
  // Whole cakes
  item("black-forest-whole", "Black Forest Cake", "#F6DDE3", whole(CAKES.blackForest)),
  item("red-velvet-whole", "Red Velvet Cake", "#F3E3D7", whole(CAKES.redVelvet)),
  item("tiramisu-whole", "Tiramisu Cake", "#EFE3D3", whole(CAKES.tiramisu)),
  item("pandan-chiffon-whole", "Pandan Chiffon Cake", "#E3F0DA", whole(CAKES.pandanChiffon)),
  item("mango-cheesecake-whole", "Mango Cheesecake", "#FFF0CF", whole(CAKES.mangoCheesecake)),
  item("chocolate-fudge-whole", "Chocolate Fudge Cake", "#EADBD2", whole(CAKES.chocolateFudge)),
  item("rainbow-celebration-whole", "Rainbow Celebration Cake", "#E4E8FA", whole(CAKES.rainbow)),
  item("durian-crepe-whole", "Durian Mille Crêpe", "#F2F0D2", whole(CAKES.durianCrepe)),
  // Cake slices
  item("black-forest-slice", "Black Forest Slice", "#F6DDE3", cut(CAKES.blackForest)),
  item("red-velvet-slice", "Red Velvet Slice", "#F3E3D7", cut(CAKES.redVelvet)),
  item("tiramisu-slice", "Tiramisu Slice", "#EFE3D3", cut(CAKES.tiramisu)),
  item("ny-cheesecake-slice", "New York Cheesecake", "#FCE9D9", cut(CAKES.nyCheesecake)),
  item("chocolate-fudge-slice", "Chocolate Fudge Slice", "#EADBD2", cut(CAKES.chocolateFudge)),
  item("pandan-chiffon-slice", "Pandan Chiffon Slice", "#E3F0DA", cut(CAKES.pandanChiffon)),
  item("lemon-drizzle-slice", "Lemon Drizzle Slice", "#FFF6C8", cut(CAKES.lemonDrizzle)),
  item("salted-caramel-slice", "Salted Caramel Slice", "#F4E4D0", cut(CAKES.saltedCaramel)),
  item("durian-crepe-slice", "Durian Mille Crêpe Slice", "#F2F0D2", cut(CAKES.durianCrepe)),
  // Kue tradisional
  item("klepon", "Klepon", "#E8F3E0", {
    kind: "balls",
    ball: "#4CAF50",
    onLeaf: true,
    topping: { kind: "coconut" },
  }),
  item("onde-onde", "Onde-Onde", "#FBEBD4", {
    kind: "balls",
    ball: "#E0A040",
    onLeaf: true,
    topping: { kind: "coconut", color: "#FFF3DC" },
  }),
  item("nastar", "Nastar", "#FFF1D6", {
    kind: "balls",
    ball: "#EDA032",
    onLeaf: false,
    topping: { kind: "raisin", color: "#4A2A12" },
  }),
  item("kue-lumpur", "Kue Lumpur", "#FFF4DC", {
    kind: "tarts",
    pastry: "#C98A3C",
    filling: "#F6D77A",
    topping: { kind: "raisin" },
  }),
  item("klappertaart", "Klappertaart", "#F1ECE4", {
    kind: "tarts",
    pastry: "#C9CED6",
    filling: "#FFF0CC",
    topping: { kind: "dust", color: "#A0622D" },
  }),
  item("lapis-legit", "Lapis Legit", "#FBEEDB", {
    kind: "bars",
    stripes: ["#F2C14E", "#7A4A22", "#F2C14E", "#7A4A22", "#F2C14E", "#7A4A22", "#F2C14E"],
    top: "#6B3E1C",
    topping: { kind: "none" },
  }),
  item("kue-lapis", "Kue Lapis", "#FDE7EF", {
    kind: "bars",
    stripes: ["#E7548A", "#FFFFFF", "#E7548A", "#FFFFFF", "#E7548A", "#FFFFFF"],
    top: "#E7548A",
    topping: { kind: "none" },
  }),
  item("bika-ambon", "Bika Ambon", "#FFF3D1", {
    kind: "bars",
    stripes: ["#FFD54F", "#FFD54F", "#F6C445"],
    top: "#B9702A",
    topping: { kind: "dust", color: "#FFE082" },
  }),
  item("dadar-gulung", "Dadar Gulung", "#E7F2DF", {
    kind: "roll",
    outside: "#55A84B",
    inside: "#7A4A22",
    filling: "#F7E7C4",
    topping: { kind: "none" },
  }),
  // Cookies & brownies
  item("choc-chip-cookies", "Chocolate Chip Cookies", "#F5E8D8", {
    kind: "cookies",
    dough: "#D9A066",
    chip: DARK_CHOC,
  }),
  item("red-velvet-cookies", "Red Velvet Cookies", "#F4E1E1", {
    kind: "cookies",
    dough: "#A3202F",
    chip: CREAM,
  }),
  item("oatmeal-raisin-cookies", "Oatmeal Raisin Cookies", "#EEE7DA", {
    kind: "cookies",
    dough: "#C8A16E",
    chip: "#5A2E1E",
  }),
  item("fudgy-brownies", "Fudgy Brownies", "#EDE0D6", {
    kind: "bars",
    stripes: [CHOC, CHOC],
    top: DARK_CHOC,
    topping: { kind: "nuts", color: "#D7B98E" },
  }),
  item("cream-cheese-brownies", "Cream Cheese Brownies", "#E9E1DA", {
    kind: "bars",
    stripes: ["#FFF3DA", CHOC, CHOC],
    top: "#FFF3DA",
    topping: { kind: "shavings", color: CHOC },
  }),
  item("strawberry-cupcake", "Strawberry Cupcake", "#FCE4EC", {
    kind: "cupcake",
    liner: "#F48FB1",
    frosting: "#F8BBD0",
    topping: { kind: "strawberry" },
  }),
  // Bread & pastry
  item("butter-croissant", "Butter Croissant", "#FBEBD0", {
    kind: "croissant",
    pastry: "#E0A44A",
    topping: { kind: "none" },
  }),
  item("almond-croissant", "Almond Croissant", "#F3E9DC", {
    kind: "croissant",
    pastry: "#D89A45",
    topping: { kind: "nuts", color: "#F5E6C8" },
  }),
  item("chocolate-croissant", "Chocolate Croissant", "#EFDFD2", {
    kind: "croissant",
    pastry: "#D9953E",
    topping: { kind: "drizzle", color: DARK_CHOC },
  }),
  item("milk-bread-loaf", "Milk Bread Loaf", "#FFF3E2", {
    kind: "loaf",
    crust: "#D98E3F",
    crumb: "#FFF4DC",
    topping: { kind: "none" },
  }),
  item("banana-bread", "Banana Bread", "#F6EBD9", {
    kind: "loaf",
    crust: "#8B5A2B",
    crumb: "#D9B07A",
    topping: { kind: "nuts", color: "#5C3A1E" },
  }),
  item("roti-keju", "Roti Keju", "#FFF6D6", {
    kind: "loaf",
    crust: "#E6A54A",
    crumb: "#FFF1CF",
    topping: { kind: "cheese" },
  }),
  item("pandan-swiss-roll", "Pandan Swiss Roll", "#E9F4E1", {
    kind: "roll",
    outside: "#9CC65C",
    inside: "#B5D67A",
    filling: CREAM,
    topping: { kind: "dust", color: "#FFFFFF" },
  }),
  // Drinks
  item("es-kopi-susu-aren", "Es Kopi Susu Gula Aren", "#EFE3D6", {
    kind: "glass",
    layers: [
      ["#8B5A3C", 2],
      ["#C9A27E", 1],
      ["#F3E6D3", 2],
      ["#7A4A22", 0.6],
    ],
    ice: true,
    straw: "#222222",
  }),
  item("hot-cafe-latte", "Hot Café Latte", "#E9E1D8", {
    kind: "cup",
    cup: "#D6E4EC",
    drink: "#A8744C",
    art: true,
  }),
  item("hot-chocolate", "Hot Chocolate", "#F1DED3", {
    kind: "cup",
    cup: "#C2185B",
    drink: "#5A3222",
    foam: CREAM,
    topping: { kind: "dust", color: "#5A3222" },
  }),
  item("iced-matcha-latte", "Iced Matcha Latte", "#E4F0DC", {
    kind: "glass",
    layers: [
      ["#7CB342", 2],
      ["#B6D98A", 1],
      ["#F4F1E6", 2],
    ],
    ice: true,
    straw: "#2E7D32",
  }),
  item("iced-lychee-tea", "Iced Lychee Tea", "#FDEBD8", {
    kind: "glass",
    layers: [
      ["#E8A14F", 1],
      ["#D9822B", 2],
    ],
    ice: true,
    straw: "#E91E63",
    bits: CREAM,
  }),
  item("strawberry-milk", "Strawberry Milk", "#FCE4EC", {
    kind: "glass",
    layers: [
      ["#F8BBD0", 3],
      ["#E57399", 1],
    ],
    cream: "#FFFFFF",
    straw: "#F06292",
  }),
  item("teh-tarik", "Teh Tarik", "#F4E6D4", {
    kind: "cup",
    cup: "#2E6B5E",
    drink: "#C98B52",
    foam: "#E9C9A0",
  }),
  item("es-cendol", "Es Cendol", "#E6F2E6", {
    kind: "glass",
    layers: [
      ["#F7F1E3", 2],
      ["#6B3A1E", 1],
    ],
    ice: true,
    straw: "#43A047",
    bits: "#66BB6A",
  }),
  item("cold-brew-tonic", "Kemang Cold Brew Tonic", "#E3ECF2", {
    kind: "glass",
    layers: [
      ["#6B3A1E", 2],
      ["#C77D3A", 1],
      ["#F3E3C3", 1],
    ],
    ice: true,
    straw: "#F9A825",
  }),
];

const KOPI_ITEMS: ItemSpec[] = [
  item("kopi-susu-kita", "Es Kopi Susu Kita", "#E6EFE8", {
    kind: "glass",
    layers: [
      ["#6B3A1E", 2],
      ["#C9A27E", 1],
      ["#F3E6D3", 2],
    ],
    ice: true,
    straw: "#1F5135",
  }),
  item("americano", "Americano", "#EAE4DC", { kind: "cup", cup: "#1F5135", drink: "#2B160C" }),
  item("cappuccino", "Cappuccino", "#EFE6DA", {
    kind: "cup",
    cup: "#F7F4EF",
    drink: "#9C6B45",
    foam: "#F4E7D4",
    topping: { kind: "dust" },
  }),
  item("cafe-latte", "Café Latte", "#E2ECE5", {
    kind: "cup",
    cup: "#D9C7A8",
    drink: "#A8744C",
    art: true,
  }),
  item("es-kopi-pandan", "Es Kopi Pandan", "#E4F1DE", {
    kind: "glass",
    layers: [
      ["#5E3A22", 1],
      ["#B7D98B", 2],
    ],
    cream: "#F1F8E9",
    straw: "#7CB342",
  }),
  item("iced-chocolate", "Iced Chocolate", "#EFE0D6", {
    kind: "glass",
    layers: [
      ["#6D3F26", 3],
      ["#8D5A3B", 1],
    ],
    cream: CREAM,
    straw: "#C62828",
  }),
  item("hot-matcha-latte", "Hot Matcha Latte", "#E8F1E0", {
    kind: "cup",
    cup: "#F7F4EF",
    drink: "#86B75A",
    art: true,
  }),
  item("iced-lemon-tea", "Iced Lemon Tea", "#FFF4D2", {
    kind: "glass",
    layers: [
      ["#E39B3A", 2],
      ["#F2BC5A", 1],
    ],
    ice: true,
    straw: "#FBC02D",
  }),
  item("butter-croissant", "Butter Croissant", "#F3EBDD", {
    kind: "croissant",
    pastry: "#E0A44A",
    topping: { kind: "none" },
  }),
  item("banana-bread", "Banana Bread", "#ECE6DA", {
    kind: "loaf",
    crust: "#8B5A2B",
    crumb: "#D9B07A",
    topping: { kind: "nuts", color: "#5C3A1E" },
  }),
  item("donat-gula", "Donat Gula", "#F6EAD8", {
    kind: "donut",
    dough: "#D9913F",
    glaze: "#F3D7A8",
    topping: { kind: "dust", color: "#FFFFFF" },
  }),
  item("choc-chip-cookie", "Chocolate Chip Cookie", "#EFE6D8", {
    kind: "cookies",
    dough: "#D9A066",
    chip: DARK_CHOC,
  }),
];

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const drawn = (items: ItemSpec[], brand: string) =>
    Promise.all(
      items.map(async (i): Promise<[string, string | Buffer]> =>
        PHOTO_ITEMS.has(i.uid) && brand === "demo"
          ? [`${brand}/items/${i.uid}.jpg`, await itemPhoto(i)]
          : [`${brand}/items/${i.uid}.svg`, itemSvg(i)],
      ),
    );
  const files: Array<[string, string | Buffer]> = [
    ["demo/logo.svg", logoSvg(DEMO_LOGO)],
    ["demo/banks/bca.svg", bankBadgeSvg("BCA", "#0B5CAB", "#FFFFFF")],
    ["demo/banks/mandiri.svg", bankBadgeSvg("Mandiri", "#0A2F6B", "#F6C343")],
    ["kopi/logo.svg", logoSvg(KOPI_LOGO)],
    ["kopi/banks/bri.svg", bankBadgeSvg("BRI", "#00529C", "#FFFFFF")],
    ...(await drawn(DEMO_ITEMS, "demo")),
    ...(await drawn(KOPI_ITEMS, "kopi")),
  ];
  let largest = 0;
  for (const [rel, body] of files) {
    const file = path.join(BRANDS_DIR, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
    if (typeof body === "string") largest = Math.max(largest, Buffer.byteLength(body));
  }
  console.log(`wrote ${files.length} images under ${BRANDS_DIR} (largest SVG ${largest} bytes)`);
}

await main();
