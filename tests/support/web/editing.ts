/** Steps of the in-place editing tests (src/web/editing/): what was saved, and a list editor's items. */
import { screen } from '@testing-library/react';
import type { FetchStub } from './sse-fetch';

/** The bodies of every saved edit (PUT /api/documents/:id), in order. */
export function editedResults(fetch: Pick<FetchStub, 'calls'>): unknown[] {
  return fetch.calls.filter((call) => call.method === 'PUT').map((call) => call.body);
}

/** The values of a list editor's item fields, labelled "<item> 1", "<item> 2"... in order. */
export function itemFields(item: string): string[] {
  return screen
    .getAllByRole('textbox', { name: new RegExp(`^${item} \\d+$`) })
    .map((field) => (field as HTMLInputElement).value);
}
