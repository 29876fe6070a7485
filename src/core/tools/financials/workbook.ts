/**
 * financial-model.xlsx as a working model: the engine's rules (core/finance/engine.ts) as formulas
 * over named inputs, so a change of price on Assumptions flows to every figure; the runway's
 * statements likewise (P&L, Cash Flow, Hiring: workbook-statements.ts, workbook-cash-flow.ts,
 * workbook-hiring.ts). Each formula carries
 * the engine's own result (what viewers that do not recalculate show); recalculated, it gives the
 * same figures, repeating the engine's arithmetic and rounding (tests/exports/workbook-recalculation.test.ts).
 */
import type { ScalarKey } from '../../finance/bounds';
import { currencyAffixes } from '../../finance/currency';
import {
  buildFinancialModel,
  customerBase,
  normalizeAssumptions,
  type NormalizedAssumptions,
} from '../../finance/engine';
import { runwayOf } from '../../finance/runway/recompute';
import type { FinancialModel } from '../../finance/schema';
import { documentProperties, type ExportContext } from '../../exports/context';
import type { SheetCell, SheetSpec, WorkbookSpec } from '../../exports/spec';
import { costRationale, GROSS_MARGIN_LABEL, SCALAR_ASSUMPTIONS } from './assumption-lines';
import { cashFlowSheet } from './workbook-cash-flow';
import { fundingInputs } from './workbook-funding';
import { hiringSheet, payrollCell } from './workbook-hiring';
import { scenariosSheet } from './workbook-scenarios';
import { pnlSheet } from './workbook-statements';
import { summarySheet } from './workbook-summary';
import {
  COLUMN,
  FIRST_ROW,
  FIXED_COSTS,
  GROSS_MARGIN,
  INPUTS,
  MONTHLY_COLUMNS,
  name,
  rowOf,
  SHEETS,
  type MonthlyColumn,
} from './workbook-cells';

/** The gross margin's row: a formula over the price and the variable cost, as the engine derives it. */
const grossMarginRow = (assumptions: NormalizedAssumptions): SheetCell[] => [
  GROSS_MARGIN_LABEL,
  {
    // Math.round on a margin that may be negative: floor(x + 0.5), which ROUND (half away from zero) is not.
    formula: `INT((${name('monthlyPricePerCustomer')}-${name('variableCostPerCustomer')})/${name('monthlyPricePerCustomer')}*1000+0.5)/10`,
    result: assumptions.grossMarginPercent.value,
    style: { format: 'percent-number' },
  },
  '% of revenue (derived)',
  'Follows from the price and the variable cost: (price − variable cost) ÷ price.',
];

/** Each monthly cost as an input, then their total (the FixedCosts name). */
function costRows(assumptions: NormalizedAssumptions, firstCostRow: number): SheetCell[][] {
  const perMonth = `${assumptions.currency} per month`;
  const lastCostRow = firstCostRow + assumptions.costs.length - 1;
  return [
    ...assumptions.costs.map((cost): SheetCell[] => [
      cost.name,
      { value: cost.monthlyAmount, style: { input: true, format: 'money' } },
      perMonth,
      costRationale(cost),
    ]),
    [
      { value: 'Fixed costs (total)', style: { bold: true } },
      {
        // No cost lines, no range: SUM over an empty one would reach this very cell.
        formula: assumptions.costs.length === 0 ? '0' : `SUM(B${firstCostRow}:B${lastCostRow})`,
        result: assumptions.costs.reduce((total, cost) => total + cost.monthlyAmount, 0),
        style: { format: 'money', bold: true },
      },
      perMonth,
      'The sum of the monthly costs above; salaries are on Hiring.',
    ],
  ];
}

function assumptionsSheet(assumptions: NormalizedAssumptions) {
  const { currency } = assumptions;
  const scalars = SCALAR_ASSUMPTIONS.map(([key, label]): SheetCell[] => [
    label,
    { value: assumptions[key].value, style: { input: true, format: INPUTS[key].format } },
    INPUTS[key].unit(currency),
    assumptions[key].rationale,
  ]);
  const grossMarginCell = `B${FIRST_ROW + scalars.length}`;
  const costsHeaderRow = FIRST_ROW + scalars.length + 2;
  const firstCostRow = costsHeaderRow + 1;
  const fixedCostsRow = firstCostRow + assumptions.costs.length;
  const perMonth = `${currency} per month`;
  const rows: SheetCell[][] = [
    ...scalars,
    grossMarginRow(assumptions),
    [],
    [
      { value: 'Monthly costs', style: { bold: true } },
      { value: perMonth, style: { bold: true } },
      null,
      { value: 'Rationale', style: { bold: true } },
    ],
    ...costRows(assumptions, firstCostRow),
  ];
  const funding = fundingInputs(assumptions, FIRST_ROW + rows.length);
  return {
    sheet: {
      name: SHEETS.assumptions,
      columns: [
        { header: 'Assumption', width: 36 },
        { header: 'Value', width: 14 },
        { header: 'Unit', width: 30 },
        { header: 'Rationale', width: 80 },
      ],
      rows: [...rows, ...funding.rows],
    },
    names: [
      { name: FIXED_COSTS, sheet: SHEETS.assumptions, cell: `B${fixedCostsRow}` },
      { name: GROSS_MARGIN, sheet: SHEETS.assumptions, cell: grossMarginCell },
      ...funding.names,
    ],
    costRows: assumptions.costs.map((_, index) => firstCostRow + index),
    events: funding.events,
  };
}

function monthlySheet(model: FinancialModel, assumptions: NormalizedAssumptions): SheetSpec {
  const growth = name('monthlyGrowthPercent');
  const churn = name('monthlyChurnPercent');
  const rows = model.figures.months.map((month): SheetCell[] => {
    const row = rowOf(month.month);
    const at = (column: MonthlyColumn) => `${COLUMN[column]}${row}`;
    const cells: Record<MonthlyColumn, SheetCell> = {
      month:
        month.month === 1
          ? { value: 1, style: { format: 'month' } }
          : { formula: `${COLUMN.month}${row - 1}+1`, result: month.month, style: { format: 'month' } },
      base: {
        formula: `${name('startingCustomers')}*(1+${growth}/100-${churn}/100)^(${at('month')}-1)`,
        result: customerBase(assumptions, month.month),
        // A count, shown to a tenth; the formula keeps every decimal.
        style: { format: 'tenths' },
      },
      customers: { formula: `ROUND(${at('base')},0)`, result: month.customers, style: { format: 'integer' } },
      newCustomers: {
        formula: `ROUND(${at('base')}*(${growth}/100),0)`,
        result: month.newCustomers,
        style: { format: 'integer' },
      },
      revenue: { formula: `${at('customers')}*${name('monthlyPricePerCustomer')}`, result: month.revenue },
      fixed: { formula: FIXED_COSTS, result: month.fixedCosts },
      payroll: { formula: payrollCell(month.month, assumptions.hiringPlan.length), result: month.payrollCosts },
      variable: { formula: `${at('customers')}*${name('variableCostPerCustomer')}`, result: month.variableCosts },
      acquisition: {
        formula: `${at('newCustomers')}*${name('customerAcquisitionCost')}`,
        result: month.acquisitionCosts,
      },
      total: {
        formula: `${at('fixed')}+${at('payroll')}+${at('variable')}+${at('acquisition')}`,
        result: month.totalCosts,
      },
      net: { formula: `${at('revenue')}-${at('total')}`, result: month.revenue - month.totalCosts },
      covers: { formula: `${at('revenue')}>=${at('total')}`, result: month.revenue >= month.totalCosts },
    };
    return MONTHLY_COLUMNS.map(([key]) => {
      const cell = cells[key];
      const money = ['revenue', 'fixed', 'payroll', 'variable', 'acquisition', 'total', 'net'].includes(key);
      return money && cell !== null && typeof cell === 'object' ? { ...cell, style: { format: 'money' } } : cell;
    });
  });
  return {
    name: SHEETS.monthly,
    columns: MONTHLY_COLUMNS.map(([, header, width]) => ({ header, width })),
    rows,
  };
}

/**
 * The workbook for a model, opening on its Summary. The figures are computed afresh from the
 * model's assumptions, so the file is the engine's even for a result edited in the page; money
 * reads in the model's currency, percents with their sign; its properties name the venture.
 */
export function financialModelWorkbook(result: FinancialModel, context?: ExportContext): WorkbookSpec {
  const model = buildFinancialModel(result.assumptions);
  const assumptions = normalizeAssumptions(result.assumptions);
  const runway = runwayOf(result.assumptions);
  const inputs = assumptionsSheet(assumptions);
  const cashFlow = cashFlowSheet(assumptions, runway, inputs.events);
  const scalarRow = (key: ScalarKey) => FIRST_ROW + SCALAR_ASSUMPTIONS.findIndex(([scalar]) => scalar === key);
  return {
    // The summary first: the sheet the file opens on.
    sheets: [
      summarySheet(model),
      inputs.sheet,
      monthlySheet(model, assumptions),
      pnlSheet(assumptions, runway, inputs.costRows, cashFlow.interestRows),
      cashFlow.sheet,
      hiringSheet(assumptions),
      scenariosSheet(result),
    ],
    money: currencyAffixes(assumptions.currency),
    properties: documentProperties('Financial Model', context?.venture),
    names: [
      ...SCALAR_ASSUMPTIONS.map(([key]) => ({
        name: name(key),
        sheet: SHEETS.assumptions,
        cell: `B${scalarRow(key)}`,
      })),
      ...inputs.names,
    ],
  };
}
