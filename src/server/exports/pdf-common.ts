import { EXPORT_THEME } from '@/core/exports/theme';

/** What the PDF renderers (slides in pdf.ts, documents in pdf-document.ts) share. */
export const { colors } = EXPORT_THEME;
export const hex = (color: string) => `#${color}`;
export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;

export type Pdf = PDFKit.PDFDocument;

/** The document's bytes once it ends: listen before drawing, since pdfkit streams pages as they are done. */
export function collect(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
