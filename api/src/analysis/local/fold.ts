/**
 * Text folded for matching: lower case, accents dropped ("más" → "mas", as OCR often reads it
 * anyway), apostrophes and other punctuation become spaces, spaces collapsed. "%", "&" and "-" stay:
 * they tell offers and brands ("C&A", "C-HR") apart.
 */
export function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%&-]+/gu, " ")
    .trim();
}
