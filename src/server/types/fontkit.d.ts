// fontkit (pdfkit's font engine) ships no types; this is the little of it the PDF fallback fonts use.
declare module 'fontkit' {
  export interface Font {
    postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array): Font;
}
