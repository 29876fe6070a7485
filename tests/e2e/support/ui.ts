/** Queries the specs share, in the Testing Library style: by role and accessible name. */
import type { Locator, Page } from '@playwright/test';

/** The toast titled `title` (exact), inside the toaster's notifications region. */
export function toast(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: /notifications/i })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
}

/** The Idea Generator's form fields and buttons. Exact names: each field also has an "About …" info button. */
export function ideasForm(page: Page) {
  return {
    industry: page.getByLabel('Industry', { exact: true }),
    targetMarket: page.getByLabel('Target Market', { exact: true }),
    region: page.getByLabel('Region', { exact: true }),
    generate: page.getByRole('button', { name: 'Generate Ideas', exact: true }),
    generating: page.getByRole('button', { name: 'Generating Ideas...', exact: true }),
    async fill(values: { industry: string; targetMarket: string; region: string }) {
      await this.industry.fill(values.industry);
      await this.targetMarket.fill(values.targetMarket);
      await this.region.fill(values.region);
    },
  };
}

/** The generated idea cards' names (their h3 headings), in order. */
export function ideaNames(page: Page): Locator {
  return ideaResults(page).getByRole('heading', { level: 3 });
}

export function ideaResults(page: Page): Locator {
  return page.getByRole('region', { name: 'Generated ideas' });
}

/** One idea card: the smallest block holding its heading and its Save Idea button. */
export function ideaCard(page: Page, name: string): Locator {
  return ideaResults(page)
    .locator('div')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })
    .filter({ has: page.getByRole('button', { name: 'Save Idea' }) });
}

/** Every console message of the page, as text, from now on. */
export function collectConsole(page: Page, type?: 'error' | 'log' | 'warning'): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (!type || message.type() === type) messages.push(message.text());
  });
  return messages;
}
