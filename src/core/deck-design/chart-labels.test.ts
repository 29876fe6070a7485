import { describe, expect, it } from 'vitest';
import { chartLabel, chartLabelFormat } from './chart-labels';

describe('chart labels', () => {
  it.each([
    [950, 'USD', '$950'],
    [213_700, 'USD', '$214K'],
    [1_290_604, 'EUR', '€1.29M'],
    [2_100_000, 'GBP', '£2.1M'],
    [1_290_604_000, 'USD', '$1,290.6M'],
    [48_000, 'CHF', 'CHF 48K'],
  ] as const)('labels %d %s as %s: short, so it never wraps above its bar', (value, currency, label) => {
    expect(chartLabel(value, currency).replace(/\s/g, ' ')).toBe(label);
  });

  it('gives the spreadsheet format that writes the same labels: millions, thousands, units', () => {
    expect(chartLabelFormat('EUR')).toBe('[>=1000000]"€"#,##0.0#,,"M";[>=1000]"€"#,##0,"K";"€"#,##0');
    expect(chartLabelFormat('USD')).toBe('[>=1000000]"$"#,##0.0#,,"M";[>=1000]"$"#,##0,"K";"$"#,##0');
  });
});
