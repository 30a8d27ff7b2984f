/** The part of fontkit (pdfkit's font engine) the reports use; the package ships no typings. */
declare module "fontkit" {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(filename: string): Font;
}
