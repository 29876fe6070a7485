import { createHash } from 'node:crypto';
import type JSZip from 'jszip';

const MEDIA = /^ppt\/media\/[^/]+$/;
const RELATIONSHIPS = /\.rels$/;

/**
 * One part per picture: pptxgenjs writes an image once per slide that shows it (the logo ten times
 * in a ten-slide deck, so a 1 MB logo made a 10 MB file). Parts with the same bytes are folded into
 * the first, and every slide's relationship points to it, as PowerPoint itself saves a picture used
 * on several slides. The content types are by extension, so they need no change.
 */
export async function shareMedia(zip: JSZip): Promise<void> {
  const kept = new Map<string, string>();
  const renamed = new Map<string, string>();
  for (const name of Object.keys(zip.files)
    .filter((each) => MEDIA.test(each))
    .sort()) {
    const hash = createHash('sha256')
      .update(await zip.file(name)!.async('uint8array'))
      .digest('hex');
    const first = kept.get(hash);
    if (first === undefined) kept.set(hash, name);
    else renamed.set(name.slice('ppt/'.length), first.slice('ppt/'.length));
  }
  if (renamed.size === 0) return;
  for (const name of Object.keys(zip.files).filter((each) => RELATIONSHIPS.test(each))) {
    const xml = await zip.file(name)!.async('string');
    const pointed = xml.replace(/Target="\.\.\/(media\/[^"]+)"/g, (whole, target: string) => {
      const to = renamed.get(target);
      return to ? `Target="../${to}"` : whole;
    });
    if (pointed !== xml) zip.file(name, pointed);
  }
  for (const duplicate of renamed.keys()) zip.remove(`ppt/${duplicate}`);
}
