/**
 * Text beyond Western European in every export: the PDFs draw it with embedded fallback fonts
 * (read back with pdftotext, and the fonts listed by pdffonts), the Office files carry it as
 * Unicode XML. An all-Latin PDF embeds no font at all.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentSpec } from '@/core/exports/spec';
import { buildFinancialModel } from '@/core/finance/engine';
import { businessPlanDocument } from '@/core/tools/business-plan/documents';
import type { BusinessPlan } from '@/core/tools/business-plan/schema';
import { financialModelWorkbook } from '@/core/tools/financials/workbook';
import { pitchDeckSlides } from '@/core/tools/pitch-deck/documents';
import type { PitchDeckResult } from '@/core/tools/pitch-deck/schema';
import { renderDocx } from '@/server/exports/docx';
import { renderDocumentPdf } from '@/server/exports/pdf-document';
import { renderSlidesPdf } from '@/server/exports/pdf-slides';
import { renderPptx } from '@/server/exports/pptx';
import { renderXlsx } from '@/server/exports/xlsx';
import { offlineResult, sampleAssumptions } from '../support/fixtures';

const run = promisify(execFile);

/** One phrase per script the issue names (finding 14), each word checked in the extracted text. */
const PHRASES = {
  chinese: '北京的市场规模',
  arabic: 'مرحبا بالعالم',
  hebrew: 'שלום עולם',
  cyrillic: 'Привет, мир',
  greek: 'Γειά σου κόσμε',
  accented: 'Café Zażółć gęślą',
  devanagari: 'नमस्ते',
  japanese: 'ひらがな カタカナ',
  korean: '한국어 시장',
} as const;
const MIXED = 'Café 北京 مرحبا';
const CHINESE = '办公室租金';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'venturekit-unicode-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** pdftotext's text, with the direction marks it puts around right-to-left text taken out. */
async function readPdf(file: Buffer, name: string): Promise<{ text: string; fonts: string[][] }> {
  const path = join(dir, name);
  await writeFile(path, file);
  const [{ stdout: text }, { stdout: fonts }] = await Promise.all([
    run('pdftotext', [path, '-']),
    run('pdffonts', [path]),
  ]);
  const rows = fonts
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((line) => line.trim().split(/\s+/));
  return { text: text.replace(/[\u202a-\u202e]/g, ''), fonts: rows };
}

const words = (text: string) => text.split(/[\s,]+/).filter(Boolean);

describe('PDF text in other scripts', () => {
  const spec: DocumentSpec = {
    kind: 'document',
    title: `Plan ${PHRASES.chinese}`,
    blocks: [
      { kind: 'heading', text: `${PHRASES.greek} ${PHRASES.cyrillic}` },
      ...Object.values(PHRASES).map((text) => ({ kind: 'paragraph' as const, text })),
      { kind: 'paragraph', text: MIXED },
      { kind: 'list', ordered: false, items: [PHRASES.arabic, PHRASES.chinese] },
      { kind: 'table', header: ['名称', 'Имя'], rows: [[PHRASES.hebrew, PHRASES.korean]] },
    ],
  };

  it('extracts every word of every script, with no "?" the text did not have', async () => {
    const { text, fonts } = await readPdf(await renderDocumentPdf(spec), 'scripts.pdf');
    for (const phrase of [...Object.values(PHRASES), MIXED]) {
      for (const word of words(phrase)) expect(text, phrase).toContain(word);
    }
    expect(text).not.toContain('?');
    const embedded = fonts.filter((row) => row.includes('yes')).map((row) => row[0]!.replace(/^[A-Z]{6}\+/, ''));
    expect(embedded).toEqual(expect.arrayContaining(['NotoSansHans-Regular', 'NotoSansArabic-Regular']));
  });

  it('draws a slide deck’s titles and bullets in them too', async () => {
    const deck = offlineResult('pitch-deck') as PitchDeckResult;
    const slides = deck.slides.map((slide, index) =>
      index === 1 ? { ...slide, title: PHRASES.chinese, content: `${PHRASES.arabic}\n${PHRASES.cyrillic}` } : slide,
    );
    const { text } = await readPdf(await renderSlidesPdf(pitchDeckSlides({ slides })), 'deck.pdf');
    for (const phrase of [PHRASES.chinese, PHRASES.arabic, PHRASES.cyrillic])
      for (const word of words(phrase)) expect(text).toContain(word);
  });

  it('embeds no font in an all-Latin PDF', async () => {
    const plan = offlineResult('business-plan') as BusinessPlan;
    const { fonts } = await readPdf(await renderDocumentPdf(businessPlanDocument(plan)), 'latin.pdf');
    expect(fonts.map((row) => row[0])).toEqual(['Helvetica-Bold', 'Helvetica']);
    expect(fonts.every((row) => !row.includes('yes'))).toBe(true);
  });
});

describe('Office files in other scripts', () => {
  const unzip = async (file: Buffer) => JSZip.loadAsync(file);
  const xml = async (zip: JSZip, pattern: RegExp) =>
    (await Promise.all(zip.file(pattern).map((entry) => entry.async('string')))).join('\n');

  it('keeps Chinese text in the deck, the plan and the workbook', async () => {
    const deck = offlineResult('pitch-deck') as PitchDeckResult;
    const slides = deck.slides.map((slide, index) => (index === 1 ? { ...slide, title: CHINESE } : slide));
    const pptx = await unzip(await renderPptx(pitchDeckSlides({ slides })));
    expect(await xml(pptx, /^ppt\/slides\/slide\d+\.xml$/)).toContain(CHINESE);

    const plan = { ...(offlineResult('business-plan') as BusinessPlan), executiveSummary: CHINESE };
    const docx = await unzip(await renderDocx(businessPlanDocument(plan)));
    expect(await xml(docx, /^word\/document\.xml$/)).toContain(CHINESE);

    const model = buildFinancialModel({
      ...sampleAssumptions,
      costs: [{ name: CHINESE, monthlyAmount: 1_000, rationale: CHINESE }],
    });
    const xlsx = await unzip(await renderXlsx(financialModelWorkbook(model)));
    expect(await xml(xlsx, /^xl\/(sharedStrings|worksheets\/sheet\d+)\.xml$/)).toContain(CHINESE);
  });
});
