/** Colour science used by the local engine: CIELAB (D65), CIEDE2000, WCAG contrast, names. */

export type Lab = [number, number, number];
export type Rgb = [number, number, number];

const SRGB_TO_LINEAR = new Float64Array(256);
for (let i = 0; i < 256; i++) {
  const c = i / 255;
  SRGB_TO_LINEAR[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function linear(channel: number): number {
  return SRGB_TO_LINEAR[Math.max(0, Math.min(255, Math.round(channel)))]!;
}

function f(t: number): number {
  return t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116;
}

export function rgbToLab(r: number, g: number, b: number): Lab {
  const R = linear(r);
  const G = linear(g);
  const B = linear(b);
  const x = (0.4124564 * R + 0.3575761 * G + 0.1804375 * B) / 0.95047;
  const y = 0.2126729 * R + 0.7151522 * G + 0.072175 * B;
  const z = (0.0193339 * R + 0.119192 * G + 0.9503041 * B) / 1.08883;
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

export function labToRgb([L, a, b]: Lab): Rgb {
  const fy = (L + 16) / 116;
  const fx = fy + a / 500;
  const fz = fy - b / 200;
  const inv = (t: number) => (t ** 3 > 216 / 24389 ? t ** 3 : (116 * t - 16) / (24389 / 27));
  const x = inv(fx) * 0.95047;
  const y = inv(fy);
  const z = inv(fz) * 1.08883;
  const R = 3.2404542 * x - 1.5371385 * y - 0.4985314 * z;
  const G = -0.969266 * x + 1.8760108 * y + 0.041556 * z;
  const B = 0.0556434 * x - 0.2040259 * y + 1.0572252 * z;
  const gamma = (c: number) => {
    const v = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
    return Math.max(0, Math.min(255, Math.round(v * 255)));
  };
  return [gamma(R), gamma(G), gamma(B)];
}

export function hex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`.toUpperCase();
}

export function parseHex(value: string): Rgb {
  const h = value.replace("#", "");
  return [Number.parseInt(h.slice(0, 2), 16), Number.parseInt(h.slice(2, 4), 16), Number.parseInt(h.slice(4, 6), 16)];
}

/** CIEDE2000 colour difference (Sharma, Wu, Dalal 2005). */
export function deltaE2000([L1, a1, b1]: Lab, [L2, a2, b2]: Lab): number {
  const rad = Math.PI / 180;
  const C1 = Math.hypot(a1, b1);
  const C2 = Math.hypot(a2, b2);
  const Cm = (C1 + C2) / 2;
  const G = 0.5 * (1 - Math.sqrt(Cm ** 7 / (Cm ** 7 + 25 ** 7)));
  const a1p = (1 + G) * a1;
  const a2p = (1 + G) * a2;
  const C1p = Math.hypot(a1p, b1);
  const C2p = Math.hypot(a2p, b2);
  const hue = (b: number, a: number) => {
    if (a === 0 && b === 0) return 0;
    const h = Math.atan2(b, a) / rad;
    return h < 0 ? h + 360 : h;
  };
  const h1p = hue(b1, a1p);
  const h2p = hue(b2, a2p);
  const dLp = L2 - L1;
  const dCp = C2p - C1p;
  let dhp = 0;
  if (C1p * C2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(C1p * C2p) * Math.sin((dhp / 2) * rad);
  const Lpm = (L1 + L2) / 2;
  const Cpm = (C1p + C2p) / 2;
  let hpm = h1p + h2p;
  if (C1p * C2p !== 0) {
    if (Math.abs(h1p - h2p) > 180) hpm = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2;
    else hpm = (h1p + h2p) / 2;
  }
  const T =
    1 -
    0.17 * Math.cos((hpm - 30) * rad) +
    0.24 * Math.cos(2 * hpm * rad) +
    0.32 * Math.cos((3 * hpm + 6) * rad) -
    0.2 * Math.cos((4 * hpm - 63) * rad);
  const dTheta = 30 * Math.exp(-(((hpm - 275) / 25) ** 2));
  const Rc = 2 * Math.sqrt(Cpm ** 7 / (Cpm ** 7 + 25 ** 7));
  const Sl = 1 + (0.015 * (Lpm - 50) ** 2) / Math.sqrt(20 + (Lpm - 50) ** 2);
  const Sc = 1 + 0.045 * Cpm;
  const Sh = 1 + 0.015 * Cpm * T;
  const Rt = -Math.sin(2 * dTheta * rad) * Rc;
  return Math.sqrt((dLp / Sl) ** 2 + (dCp / Sc) ** 2 + (dHp / Sh) ** 2 + Rt * (dCp / Sc) * (dHp / Sh));
}

/** WCAG 2 relative luminance of an sRGB colour. */
export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio, rounded to two decimals as WCAG tools report it. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = luminance(a);
  const lb = luminance(b);
  return Math.round(((Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)) * 100) / 100;
}

/** A compact set of everyday colour names; the nearest by CIEDE2000 names a palette entry. */
const NAMES: [string, string][] = [
  ["White", "#FFFFFF"],
  ["Off-white", "#F5F5F0"],
  ["Cream", "#FDF0D5"],
  ["Light grey", "#D3D3D3"],
  ["Silver", "#C0C0C0"],
  ["Grey", "#808080"],
  ["Charcoal", "#36454F"],
  ["Black", "#000000"],
  ["Red", "#E63946"],
  ["Crimson", "#B0102E"],
  ["Maroon", "#780000"],
  ["Pink", "#FFC0CB"],
  ["Hot pink", "#FF69B4"],
  ["Coral", "#FF7F50"],
  ["Orange", "#FF8C00"],
  ["Amber", "#FFC72C"],
  ["Yellow", "#FFE500"],
  ["Beige", "#E8DCC4"],
  ["Tan", "#D2B48C"],
  ["Brown", "#8B5A2B"],
  ["Olive", "#718355"],
  ["Light green", "#E9F5DB"],
  ["Lime", "#9ACD32"],
  ["Green", "#2E8B57"],
  ["Dark green", "#1B4D2B"],
  ["Teal", "#2A9D8F"],
  ["Dark teal", "#264653"],
  ["Cyan", "#00BCD4"],
  ["Sky blue", "#87CEEB"],
  ["Light blue", "#D6EAF8"],
  ["Blue", "#1E6FD9"],
  ["Royal blue", "#0B3D91"],
  ["Navy", "#1D3557"],
  ["Midnight blue", "#003049"],
  ["Slate", "#2F3E46"],
  ["Lavender", "#C8B6E2"],
  ["Purple", "#6A0DAD"],
  ["Violet", "#8F00FF"],
  ["Magenta", "#C2185B"],
  ["Gold", "#D4AF37"],
];
const NAME_LABS = NAMES.map(([name, h]) => {
  const [r, g, b] = parseHex(h);
  return { name, lab: rgbToLab(r, g, b) };
});

export function colourName(lab: Lab): string {
  let best = NAME_LABS[0]!;
  let bestD = Number.POSITIVE_INFINITY;
  for (const n of NAME_LABS) {
    const d = deltaE2000(lab, n.lab);
    if (d < bestD) {
      bestD = d;
      best = n;
    }
  }
  return best.name;
}
