/**
 * Focus after a mouse press on a tool's submit button, in Chromium, in offline mode. The pressed
 * button is disabled while the tool generates, and a disabled button loses focus: it must go to
 * Stop while busy and to the result's heading after, never to the page itself (finding 19).
 * Focus is sampled in the page at every change and every frame (watchFocus), not from the runner.
 */
import { expect, test } from '@playwright/test';
import { watchFocus } from '../support/e2e/ui';

const TOOLS = [
  {
    path: '/dashboard/idea-generator',
    fields: { Industry: 'Food', 'Target Market': 'Busy parents', Region: 'Lisbon' },
    submit: 'Generate Ideas',
    heading: 'Generated ideas',
  },
  {
    path: '/dashboard/business-plan',
    fields: { 'Business Idea': 'Harvest Table: a weekly meal-kit service for busy parents in Lisbon.' },
    submit: 'Generate Business Plan',
    heading: 'Your Business Plan',
  },
  {
    path: '/dashboard/market-research',
    fields: { 'Business Niche / Keyword': 'plant-based pet food' },
    submit: 'Conduct Research',
    heading: 'Market Research Report',
  },
  {
    path: '/dashboard/pitch-deck',
    fields: {
      'Business Name': 'Harvest Table',
      'Business Description': 'A weekly meal-kit service for busy parents in Lisbon.',
    },
    submit: 'Generate Pitch Deck',
    heading: 'Your Pitch Deck',
  },
  {
    path: '/dashboard/financials',
    fields: { 'Major Costs': 'Salaries, Office rent' },
    selects: { 'Pricing Model': 'SaaS', 'Customer Type': 'B2B - Small Business' },
    submit: 'Generate Financial Model',
    heading: 'Financial Model',
  },
];

for (const { path, fields, selects, submit, heading } of TOOLS) {
  test(`${submit} pressed with the mouse: focus is on Stop while busy, then on “${heading}”, never on the page`, async ({
    page,
  }) => {
    await page.goto(path);
    for (const [label, value] of Object.entries(selects ?? {}))
      await page.getByLabel(label, { exact: true }).selectOption(value);
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);

    const focus = await watchFocus(page);
    await page.getByRole('button', { name: submit, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeFocused({ timeout: 20_000 });

    const samples = await focus.samples();
    const busy = samples.filter((sample) => sample.busy);
    expect(busy.length, 'the busy state was seen').toBeGreaterThan(0);
    expect([...new Set(busy.map((sample) => sample.focused))], 'focused while busy').toEqual(['button Stop']);
    // From the press to the focused heading, including the moments between busy and result.
    expect(samples.filter((sample) => sample.focused === 'body')).toEqual([]);
  });
}
