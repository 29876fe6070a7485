import { describe, expect, it } from 'vitest';
import { chartNumberFormat } from './pptx';

describe('chartNumberFormat', () => {
  it.each([
    ['$120,000', '"$"#,##0'],
    ['€1,200', '"€"#,##0'],
    ['CHF 1,200', '"CHF "#,##0'],
    ['$561K', '"$"#,##0,"K"'],
    ['$1.2M', '"$"#,##0.0,,"M"'],
    ['£3.4B', '"£"#,##0.0,,,"B"'],
    [undefined, '#,##0'],
  ])('labels the chart’s values as the app shows %s: %s', (display, format) => {
    expect(chartNumberFormat(display)).toBe(format);
  });
});
