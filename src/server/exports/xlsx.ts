import ExcelJS from 'exceljs';
import type { CellStyle, NumberFormat, SheetCell, WorkbookSpec } from '@/core/exports/spec';
import { EXPORT_THEME } from '@/core/exports/theme';

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
    decimal: '#,##0.0##',
    tenths: '#,##0.0',
    percent: '0%',
    'percent-tenths': '0.0%',
    ratio: '0.0":1"',
    month: '"Month "0',
  };
}

function styleCell(cell: ExcelJS.Cell, style: CellStyle | undefined, formats: Record<NumberFormat, string>) {
  cell.font = {
    name: font,
    size: 11,
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
  if (typeof cell.value === 'string') cell.alignment = { wrapText: true, vertical: 'top' };
}

/** An .xlsx workbook: a sheet per spec with a frozen header row, formulas with their computed values, and the defined names. */
export async function renderXlsx(spec: WorkbookSpec): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = EXPORT_THEME.author;
  workbook.lastModifiedBy = EXPORT_THEME.author;
  // Excel recomputes everything on open, so its figures are its own; the stored values serve viewers that never compute.
  workbook.calcProperties.fullCalcOnLoad = true;
  const formats = numberFormats(spec.money);
  for (const sheetSpec of spec.sheets) {
    const sheet = workbook.addWorksheet(sheetSpec.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = sheetSpec.columns.map((column) => ({ header: column.header, width: column.width }));
    const header = sheet.getRow(1);
    header.eachCell((cell) => {
      cell.font = { name: font, size: 11, bold: true, color: { argb: argb(colors.text) } };
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(colors.accentTint) } };
    });
    sheetSpec.rows.forEach((cells, index) => {
      const row = sheet.getRow(index + 2);
      cells.forEach((cell, column) => writeCell(row.getCell(column + 1), cell, formats));
    });
  }
  for (const { name, sheet, cell } of spec.names) {
    const absolute = cell.replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2');
    workbook.definedNames.add(`${sheet}!${absolute}`, name);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
