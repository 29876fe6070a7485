import JSZip from 'jszip';
import { shareMedia } from './pptx-media';

const PARAGRAPH = /<a:p>([\s\S]*?)<\/a:p>/g;
const PROPERTIES = /<a:pPr\b[^>]*?\/>|<a:pPr\b[^>]*>[\s\S]*?<\/a:pPr>/g;
const LEADING = new RegExp(`^(?:${PROPERTIES.source})`);

/**
 * Each paragraph's properties once, first, as DrawingML's schema has them. pptxgenjs writes an
 * `<a:pPr>` before every run of a paragraph, so a paragraph of soft-broken lines (a bullet the
 * layout wrapped) carried several, the later ones saying "no bullet, no indent": PowerPoint offers
 * to repair such a file, and LibreOffice drew the wrapped bullets without their bullets.
 */
export function oneParagraphProperties(xml: string): string {
  return xml.replace(PARAGRAPH, (_paragraph, inner: string) => {
    const leading = LEADING.exec(inner)?.[0] ?? '';
    return `<a:p>${leading}${inner.slice(leading.length).replace(PROPERTIES, '')}</a:p>`;
  });
}

const SLIDE = /^ppt\/slides\/slide\d+\.xml$/;

/** The .pptx pptxgenjs wrote, its slides' paragraphs mended (oneParagraphProperties) and each picture kept once (shareMedia). */
export async function mendPptx(pptx: Buffer): Promise<Buffer> {
  const zip = await JSZip.loadAsync(pptx);
  for (const name of Object.keys(zip.files).filter((each) => SLIDE.test(each)))
    zip.file(name, oneParagraphProperties(await zip.file(name)!.async('string')));
  await shareMedia(zip);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
