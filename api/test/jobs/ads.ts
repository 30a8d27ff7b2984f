import sharp from "sharp";

const WORDS = ["Summer Sale", "Fresh Coffee", "New Running Shoes", "Book Your Trip", "Learn To Code"];
const BUTTONS = ["Shop Now", "Order Today", "Get Yours", "Book Now", "Start Free"];
const SCHEMES = [
  ["#FFF8E7", "#1B1B3A", "#D7263D"],
  ["#0B3954", "#FFFFFF", "#FF5A5F"],
  ["#F1FAEE", "#1D3557", "#2A9D8F"],
];

/**
 * A small generated ad (headline, brand line, button), different per index. Small on purpose:
 * a real analysis of it takes a fraction of a second, so hundreds fit in a test.
 */
export async function generatedAd(i: number, width = 240, height = 180): Promise<Uint8Array> {
  const [bg, ink, accent] = SCHEMES[i % SCHEMES.length] as [string, string, string];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${bg}"/>
    <text x="12" y="${height * 0.18}" font-family="DejaVu Sans" font-size="${height * 0.08}" fill="${ink}">Brand ${i}</text>
    <text x="12" y="${height * 0.45}" font-family="DejaVu Sans" font-weight="bold" font-size="${height * 0.12}" fill="${ink}">${WORDS[i % WORDS.length]}</text>
    <rect x="12" y="${height * 0.66}" width="${width * 0.45}" height="${height * 0.18}" rx="6" fill="${accent}"/>
    <text x="20" y="${height * 0.79}" font-family="DejaVu Sans" font-weight="bold" font-size="${height * 0.09}" fill="#FFFFFF">${BUTTONS[i % BUTTONS.length]}</text>
  </svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

export function batchForm(files: { bytes: Uint8Array; name: string }[]): FormData {
  const form = new FormData();
  for (const f of files)
    form.append("files", new File([f.bytes as Uint8Array<ArrayBuffer>], f.name, { type: "image/png" }));
  return form;
}
