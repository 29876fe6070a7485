import ExcelJS from 'exceljs';
import type { CellStyle, NumberFormat, SheetCell, SheetSpec, WorkbookSpec } from '@/core/exports/spec';
import { EXPORT_THEME } from '@/core/exports/theme';
import { CELL_SIZE, columnWidths, printSetup, rowHeight } from './xlsx-layout';

const { font, colors } = EXPORT_THEME;
const argb = (hex: string) => `FF${hex}`;

/** A format's literal text, quoted ("" for a quote inside). */
const literal = (text: string) => (text ? `"${text.replaceAll('"', '""')}"` : '');

/**
 * Spreadsheet number formats: each reads as the app writes the figure ("€8,500/month", "4.8:1",
 * "214%"). Money carries the currency's affixes in both sections, so a negative reads "-€1,200",
 * as formatMoney writes it.
 */
export function numberFormats(
  money: WorkbookSpec['money'] = { prefix: '$', suffix: '' },
): Record<NumberFormat, string> {
  const amount = (after = '') => {
    const positive = `${literal(money.prefix)}#,##0${literal(money.suffix + after)}`;
    return `${positive};-${positive}`;
  };
  return {
    money: amount(),
    'money-per-month': amount('/month'),
    'money-per-customer': amount('/customer/month'),
    integer: '#,##0',
    tenths: '#,##0.0',
    percent: '0%',
    'percent-tenths': '0.0%',
    // The number itself with a percent sign: 9.5 reads 9.5%, 12 reads 12%, as formatPercent writes them.
    'percent-number': 'General"%"',
    ratio: '0.0":1"',
    month: '"Month "0',
  };
}

function styleCell(cell: ExcelJS.Cell, style: CellStyle | undefined, formats: Record<NumberFormat, string>) {
  cell.font = {
    name: font,
    size: CELL_SIZE,
    color: { argb: argb(style?.input ? colors.accent : colors.text) },
    bold: style?.bold ?? false,
  };
  if (style?.format) cell.numFmt = formats[style.format];
  if (style?.input) {
    // The usual modelling convention: inputs in colour on a tint, so a founder sees what to change.
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(colors.accentTint) } };
    cell.border = { bottom: { style: 'thin', color: { argb: argb(colors.rule) } } };
  }
}

/**
 * Writes one cell. Text goes in as a string value (a shared string), so a name or rationale from
 * the model that starts with "=", "+", "-" or "@" stays text and never becomes a formula (OWASP
 * ASVS 1.2.10); only `formula` cells compute.
 */
function writeCell(cell: ExcelJS.Cell, spec: SheetCell, formats: Record<NumberFormat, string>) {
  if (spec === null) return;
  if (typeof spec === 'string' || typeof spec === 'number') {
    cell.value = spec;
    styleCell(cell, undefined, formats);
  } else if ('formula' in spec) {
    cell.value = { formula: spec.formula, result: spec.result };
    styleCell(cell, spec.style, formats);
  } else {
    cell.value = spec.value;
    styleCell(cell, spec.style, formats);
  }
  // Text wraps (xlsx-layout.ts sets the row's height); every cell of a taller row reads from its top.
  cell.alignment = typeof cell.value === 'string' ? { wrapText: true, vertical: 'top' } : { vertical: 'top' };
}

const textOf = (cell: SheetCell) =>
  typeof cell === 'string'
    ? cell
    : cell !== null && typeof cell === 'object' && 'value' in cell && typeof cell.value === 'string'
      ? cell.value
      : undefined;

/**
 * One sheet: the header row frozen, wrapped and as tall as it needs, in the theme's tint; the rows
 * with each wrapped text's height set; columns wide enough for their headers; printed fitted to
 * the page with its titles repeated (xlsx-layout.ts).
 */
function writeSheet(workbook: ExcelJS.Workbook, sheetSpec: SheetSpec, formats: Record<NumberFormat, string>) {
  const widths = columnWidths(sheetSpec);
  const print = printSetup(widths);
  const sheet = workbook.addWorksheet(sheetSpec.name, {
    views: [{ state: 'frozen', ySplit: 1 }],
    pageSetup: print.setup,
  });
  sheet.pageSetup.printTitlesRow = print.titles.row;
  if (print.titles.column) sheet.pageSetup.printTitlesColumn = print.titles.column;
  sheet.columns = sheetSpec.columns.map((column, index) => ({ header: column.header, width: widths[index] }));
  const header = sheet.getRow(1);
  header.eachCell((cell) => {
    cell.font = { name: font, size: CELL_SIZE, bold: true, color: { argb: argb(colors.text) } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(colors.accentTint) } };
    cell.alignment = { wrapText: true, vertical: 'bottom' };
  });
  const headerHeight = rowHeight(
    sheetSpec.columns.map((column) => column.header),
    widths,
    true,
  );
  if (headerHeight) header.height = headerHeight;
  sheetSpec.rows.forEach((cells, index) => {
    const row = sheet.getRow(index + 2);
    cells.forEach((cell, column) => writeCell(row.getCell(column + 1), cell, formats));
    const height = rowHeight(cells.map(textOf), widths);
    if (height) row.height = height;
  });
}

/**
 * An .xlsx workbook: a sheet per spec (xlsx-layout.ts sizes and prints it), formulas with their
 * computed values, the defined names, and the file's properties (the venture's, when known).
 */
export async function renderXlsx(spec: WorkbookSpec): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = spec.properties?.author ?? EXPORT_THEME.author;
  workbook.lastModifiedBy = EXPORT_THEME.author;
  if (spec.properties) {
    workbook.title = spec.properties.title;
    workbook.subject = spec.properties.subject;
  }
  // Excel recomputes everything on open, so its figures are its own; the stored values serve viewers that never compute.
  workbook.calcProperties.fullCalcOnLoad = true;
  const formats = numberFormats(spec.money);
  for (const sheetSpec of spec.sheets) writeSheet(workbook, sheetSpec, formats);
  for (const { name, sheet, cell } of spec.names) {
    const absolute = cell.replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2');
    workbook.definedNames.add(`${sheet}!${absolute}`, name);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
