import sharp from "sharp";

/** A competitor's mark with no text: found only by its pixels. */
export const ACME_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120">
  <circle cx="60" cy="60" r="50" fill="#d62828"/>
  <rect x="130" y="20" width="40" height="80" fill="#003049"/>
  <polygon points="190,100 240,20 290,100" fill="#f77f00"/>
</svg>`;

export async function acmeLogo(): Promise<Uint8Array> {
  return new Uint8Array(await sharp(Buffer.from(ACME_LOGO_SVG)).png().toBuffer());
}

/**
 * A 1080×1080 ad on `bg` with a brand line, a headline, an optional small print line, and
 * optionally the Acme mark composited in its lower right corner, as a JPEG like ads arrive.
 */
export async function renderBrandAd(spec: {
  bg: string;
  fg: string;
  brand: string;
  headline: string;
  smallPrint?: string;
  acme?: boolean;
}): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080">
    <rect width="1080" height="1080" fill="${spec.bg}"/>
    <text x="80" y="150" font-family="DejaVu Sans" font-weight="bold" font-size="64" fill="${spec.fg}">${spec.brand}</text>
    <text x="540" y="480" font-family="DejaVu Sans" font-weight="bold" font-size="84" text-anchor="middle" fill="${spec.fg}">${spec.headline}</text>
    ${spec.smallPrint ? `<text x="80" y="1010" font-family="DejaVu Sans" font-size="34" fill="${spec.fg}">${spec.smallPrint}</text>` : ""}
  </svg>`;
  const layers = spec.acme
    ? [{ input: await sharp(Buffer.from(ACME_LOGO_SVG)).resize(200).png().toBuffer(), left: 820, top: 760 }]
    : [];
  return new Uint8Array(await sharp(Buffer.from(svg)).composite(layers).jpeg({ quality: 88 }).toBuffer());
}
