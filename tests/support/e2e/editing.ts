/** Steps of editing a result's part in place (docs/product.md §11) in Chromium. */
import { expect, type Locator, type Page } from '@playwright/test';
import { toast } from './ui';

/** Presses "Edit <part>" (the first whose name starts so, for a pattern) and returns the part's fields, once they show. */
export async function editPart(page: Page, part: string | RegExp): Promise<Locator> {
  const name = typeof part === 'string' ? `Edit ${part}` : new RegExp(`^Edit ${part.source}`);
  await page
    .getByRole('button', { name, exact: typeof part === 'string' })
    .first()
    .click();
  const form = page.getByRole('form', { name });
  await expect(form).toBeVisible();
  return form;
}

/** Saves the part's fields and waits until the server stored the edit, the editor closed and the toast said so. */
export async function saveChanges(page: Page, form: Locator): Promise<void> {
  const stored = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/api/documents/'),
  );
  await form.getByRole('button', { name: 'Save Changes' }).click();
  expect((await stored).status()).toBe(200);
  await expect(form).toBeHidden();
  // Saves back to back each leave their toast for a while: the newest is in front.
  await expect(toast(page, 'Changes Saved').first()).toContainText('Your changes have been saved.');
}
