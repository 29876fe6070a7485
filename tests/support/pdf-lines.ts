/** A PDF's lines of text where poppler finds them (pdftotext -bbox-layout), for checking where a file drew its text. */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PdfLine {
  /** Its page, from 1. */
  page: number;
  /** The block of lines poppler read it in (a paragraph, a text box), numbered through the file. */
  block: number;
  /** Its words joined by single spaces. */
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** Every line of the PDF, page by page, in PDF points from the page's top left; the file is written into `dir` as `name` first. */
export async function pdfLines(file: Buffer, dir: string, name: string): Promise<PdfLine[]> {
  const path = join(dir, name);
  await writeFile(path, file);
  const { stdout } = await run('pdftotext', ['-bbox-layout', path, '-'], { maxBuffer: 64 * 1024 * 1024 });
  let block = 0;
  return stdout
    .split(/<page\b/)
    .slice(1)
    .flatMap((page, index) =>
      page
        .split(/<block\b/)
        .slice(1)
        .flatMap((lines) => {
          block += 1;
          return readLines(lines, index + 1, block);
        }),
    );
}

const coordinate = (attributes: string, key: string) => Number(new RegExp(`${key}="([\\d.]+)"`).exec(attributes)?.[1]);

function readLines(xml: string, page: number, block: number): PdfLine[] {
  return [...xml.matchAll(/<line ([^>]*)>([\s\S]*?)<\/line>/g)].map(([, attributes = '', words = '']) => ({
    page,
    block,
    text: [...words.matchAll(/<word [^>]*>([^<]*)<\/word>/g)].map((word) => unescape(word[1]!)).join(' '),
    xMin: coordinate(attributes, 'xMin'),
    yMin: coordinate(attributes, 'yMin'),
    xMax: coordinate(attributes, 'xMax'),
    yMax: coordinate(attributes, 'yMax'),
  }));
}
