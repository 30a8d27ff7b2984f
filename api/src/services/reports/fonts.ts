import path from "node:path";
import { fileURLToPath } from "node:url";
import { openSync } from "fontkit";

/**
 * DejaVu Sans from the `dejavu-fonts-ttf` npm package (free licence, in node_modules like the OCR
 * models): Latin, Greek, Cyrillic and common symbols, so a Cyrillic headline or a "≥" prints as
 * written. pdfkit embeds only the glyphs a report uses.
 */
const DIR = path.join(path.dirname(fileURLToPath(import.meta.resolve("dejavu-fonts-ttf/package.json"))), "ttf");

export const FONT_FILES = {
  regular: path.join(DIR, "DejaVuSans.ttf"),
  bold: path.join(DIR, "DejaVuSans-Bold.ttf"),
} as const;

let regular: ReturnType<typeof openSync> | null = null;

/**
 * Text as the fonts can print it: a character without a glyph (Chinese, Japanese, Korean, …)
 * loses its accent if that makes it printable, else becomes "?", rather than an empty box. The
 * HTML report prints every script.
 */
export function printable(s: string): string {
  regular ??= openSync(FONT_FILES.regular);
  const font = regular;
  let out = "";
  for (const ch of s.replace(/[\r\n\t]+/g, " ")) {
    const code = ch.codePointAt(0) ?? 0;
    if (font.hasGlyphForCodePoint(code)) out += ch;
    else {
      const plain = ch.normalize("NFKD").replace(/\p{M}/gu, "");
      out += plain && [...plain].every((c) => font.hasGlyphForCodePoint(c.codePointAt(0) ?? 0)) ? plain : "?";
    }
  }
  return out;
}
