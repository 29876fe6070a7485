/**
 * financial-model.xlsx as it looks opened and printed (issue 37, item 4): the Summary first,
 * percents with their sign, counts shown rounded while the formulas keep every decimal, headers
 * that fit, wrapped rationales in rows tall enough for them, and a print setup that fits each sheet
 * to the paper with its titles repeated. Read back with exceljs, and printed by LibreOffice.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinancialModel } from '@/core/finance/schema';
import { financialModelWorkbook } from '@/core/tools/financials/workbook';
import { SHEETS } from '@/core/tools/financials/workbook-cells';
import { renderXlsx } from '@/server/exports/xlsx';
import { pdfText } from '../support/exported-files';
import { offlineResult } from '../support/fixtures';
import { convertWithLibreOffice } from '../support/server/libreoffice';

const model = offlineResult('financials') as FinancialModel;
let dir = '';
let file: Buffer;
const workbook = new ExcelJS.Workbook();
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'venturekit-workbook-look-'));
  file = await renderXlsx(financialModelWorkbook(model, { venture: 'WagBox', date: '2026-03-04' }));
  // A copy on an ArrayBuffer of its own, the type exceljs takes.
  await workbook.xlsx.load(new Uint8Array(file).buffer);
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const sheet = (name: string) => workbook.getWorksheet(name)!;
/** The row on `name` whose first cell reads `label`. */
const rowOf = (name: string, label: string) => {
  let found: ExcelJS.Row | undefined;
  sheet(name).eachRow((row) => {
    if (row.getCell(1).value === label) found = row;
  });
  return found!;
};

describe('financial-model.xlsx opened', () => {
  it('opens on the Summary, and names the venture in its properties', () => {
    expect(workbook.worksheets[0]!.name).toBe(SHEETS.summary);
    expect(workbook.title).toBe('WagBox — Financial Model');
    expect(workbook.creator).toBe('WagBox');
  });

  it('shows percents with their sign, the inputs kept as the numbers the formulas divide by 100', () => {
    for (const label of ['Monthly growth', 'Monthly churn', 'Gross margin']) {
      const cell = rowOf(SHEETS.assumptions, label).getCell(2);
      expect(cell.numFmt, label).toBe('General"%"');
    }
    const growth = rowOf(SHEETS.assumptions, 'Monthly growth').getCell(2).value;
    expect(growth).toBe(model.assumptions.monthlyGrowthPercent.value);
    expect(rowOf(SHEETS.scenarios, 'Monthly churn').getCell(2).numFmt).toBe('General"%"');
  });

  it('shows the unrounded customer base to a tenth, its formula keeping every decimal', () => {
    const base = sheet(SHEETS.monthly).getCell('B5');
    expect(base.numFmt).toBe('#,##0.0');
    expect((base.value as { formula: string }).formula).toContain('^');
    expect(Number.isInteger((base.value as { result: number }).result)).toBe(false);
  });

  it('makes every column wide enough for its header’s longest word, and wraps the header', () => {
    for (const each of workbook.worksheets) {
      each.getRow(1).eachCell((cell, column) => {
        const longest = Math.max(
          ...String(cell.value)
            .split(' ')
            .map((word) => word.length),
        );
        expect(each.getColumn(column).width, `${each.name}: ${String(cell.value)}`).toBeGreaterThanOrEqual(longest);
        expect(cell.alignment?.wrapText).toBe(true);
      });
    }
    // "Customer base (unrounded)" wraps to two lines in a row tall enough for them.
    expect(sheet(SHEETS.monthly).getRow(1).height).toBeGreaterThanOrEqual(30);
  });

  it('sets the height of each row whose rationale wraps, so no text is drawn over the next row', () => {
    const rationales = sheet(SHEETS.assumptions);
    let wrapped = 0;
    rationales.eachRow((row, number) => {
      const text = row.getCell(4).value;
      if (number === 1 || typeof text !== 'string' || text.length <= 80) return;
      wrapped += 1;
      expect(row.height, text).toBeGreaterThanOrEqual(30);
      expect(row.getCell(4).alignment?.wrapText).toBe(true);
    });
    expect(wrapped).toBeGreaterThan(0);
  });

  it('prints landscape with its header row on every page: one page wide, or one page tall for the 39-period statements', () => {
    for (const each of workbook.worksheets) {
      const setup = each.pageSetup;
      expect(setup.orientation, each.name).toBe('landscape');
      expect(setup.fitToPage, each.name).toBe(true);
      expect(setup.printTitlesRow, each.name).toBe('1:1');
      const wide = ([SHEETS.pnl, SHEETS.cashFlow, SHEETS.hiring] as string[]).includes(each.name);
      if (wide) {
        expect([setup.fitToHeight, setup.printTitlesColumn], each.name).toEqual([1, 'A:A']);
        expect(setup.fitToWidth, each.name).toBeLessThanOrEqual(4);
      } else expect([setup.fitToWidth, setup.fitToHeight], each.name).toEqual([1, 0]);
    }
  });
});

describe('financial-model.xlsx printed by LibreOffice', () => {
  let pages: string[] = [];
  beforeAll(async () => {
    const path = join(dir, 'model.xlsx');
    await writeFile(path, file);
    await convertWithLibreOffice([path], 'pdf', join(dir, 'pdf'));
    ({ pages } = await pdfText(await readFile(join(dir, 'pdf', 'model.pdf')), dir, 'read.pdf'));
  }, 120_000);

  it('takes a page or two a sheet, the statements a few, not dozens', () => {
    expect(pages.length).toBeLessThanOrEqual(15);
  });

  it('prints percents with their sign and counts without a run of decimals', () => {
    const all = pages.join('\n');
    expect(all).toContain(`${model.assumptions.monthlyGrowthPercent.value}%`);
    expect(all).not.toMatch(/\d\.\d{3}\b/);
  });
});
