/** Reading exported files back as a reader's program would: Office files unzipped, PDFs through poppler. */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import JSZip from 'jszip';

const run = promisify(execFile);

export const unzip = async (file: Buffer) => JSZip.loadAsync(file);

/** A part of the zip as text; throws naming it when it is missing. */
export const text = async (zip: JSZip, path: string) => {
  const entry = zip.file(path);
  if (!entry) throw new Error(`${path} is missing`);
  return entry.async('string');
};

export const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The text of every <a:t> or <w:t> run, joined: what a reader sees, unescaped. */
export const runsText = (xml: string) =>
  [...xml.matchAll(/<(?:a|w):t(?: [^>]*)?>([^<]*)<\/(?:a|w):t>/g)]
    .map((match) => match[1]!)
    .join('')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * A PDF's text (pdftotext -layout, white space collapsed), the text of each page, and pdfinfo's
 * report; the file is written into `dir` as `name` first.
 */
export async function pdfText(
  file: Buffer,
  dir: string,
  name: string,
): Promise<{ text: string; pages: string[]; info: string }> {
  const path = join(dir, name);
  await writeFile(path, file);
  const [{ stdout: textOut }, { stdout: info }] = await Promise.all([
    run('pdftotext', ['-layout', path, '-']),
    run('pdfinfo', [path]),
  ]);
  // pdftotext ends each page with a form feed.
  const pages = textOut.split('\f').slice(0, -1);
  return { text: textOut.replace(/\s+/g, ' '), pages, info };
}
