// @vitest-environment jsdom
/**
 * The editing pattern on every part a tool declares (docs/product.md §11), once per part in the
 * registry (a tool that declares parts is covered the moment it is listed): Edit gives focus to the
 * first field; Escape and Cancel leave the part as it was, save nothing and give focus back to Edit;
 * Save Changes saves that part and gives focus back; while a changed draft is open, leaving the page
 * makes the browser ask (part-editing.tsx's leave guard). The tools' own tests keep what differs
 * (lists, checks, one part at a time).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tools, type ToolId } from '@/core/tools/listings';
import { toolDefinitions } from '@/core/tools/registry';
import { partAt, partName, pathsOf, withPart, type EditablePart, type PartPath } from '@/core/tools/editable-parts';
import { views } from '@/web/routes';
import { offlineResult, sampleInputs } from '../support/fixtures';
import { editedResults } from '../support/web/editing';
import { allowSlowScreens, findToast, stubFetchPerTest } from '../support/web/screen-test';
import '../support/web/jsdom-gaps';
import { renderToolScreen, savedDocument, serveWorkspace } from '../support/web/workspace-fetch';

allowSlowScreens();
// Three rounds of editing a whole screen in each test: on a busy machine a research report took over 10 s.
vi.setConfig({ testTimeout: 30_000 });
const fetch = stubFetchPerTest();

/** The deck declares its slide for Rewrite with AI; the slide keeps its own editor, Edit Slide (§2). */
const OWN_EDITOR: readonly ToolId[] = ['pitch-deck'];
const ADDED = ' Changed';

/** Each tool's declared parts, each at its first place in the tool's sample result. */
const table = tools.flatMap(({ id }) => {
  if (OWN_EDITOR.includes(id)) return [];
  const result = offlineResult(id);
  return (toolDefinitions[id].editableParts ?? []).map((part) => {
    const path = pathsOf(result, part.path)[0]!;
    const named = partName(part, partAt(result, path), path);
    return [`${id}: ${named}`, { id, part, path, result, named }] as const;
  });
});

/** Where the part's first field is in the result, and that field's label. */
function firstField(part: EditablePart, path: PartPath): { at: PartPath; label: string } {
  if (part.kind === 'text') return { at: path, label: part.label as string };
  if (part.kind === 'list') return { at: [...path, 0], label: `${part.itemLabel} 1` };
  const field = part.fields![0]!;
  return field.kind === 'list'
    ? { at: [...path, field.key, 0], label: `${field.itemLabel} 1` }
    : { at: [...path, field.key], label: field.label };
}

/** Adds to the field's text at its end, as one paste: three edits of a whole screen per test stay quick. */
async function change(user: ReturnType<typeof userEvent.setup>, field: HTMLElement) {
  await user.click(field);
  await user.paste(ADDED);
}

/** A cancelable beforeunload, as the browser sends when the page is left: true when the page asked first. */
function leaving() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** Shows the tab of the result that holds the part's Edit button, if the result has tabs. */
async function revealEdit(user: ReturnType<typeof userEvent.setup>, name: string) {
  for (const tab of screen.queryAllByRole('tab')) {
    if (screen.queryByRole('button', { name: `Edit ${name}` })) return;
    await user.click(tab);
  }
}

it('covers every tool that declares parts to edit in place', () => {
  expect(new Set(table.map(([, { id }]) => id))).toEqual(
    new Set(['ideas', 'business-plan', 'market-research', 'investor-review']),
  );
});

describe.each(table)('%s', (_title, { id, part, path, result, named }) => {
  const field = firstField(part, path);
  const original = partAt(result, field.at) as string;
  const saved = withPart(result, field.at, original + ADDED);

  // Found afresh each time: the button is drawn again when the editor closes.
  const edit = () => screen.getByRole('button', { name: `Edit ${named}` });

  /** Opens the part's editor and waits for focus in its first field. */
  async function open(user: ReturnType<typeof userEvent.setup>) {
    await user.click(edit());
    const form = await screen.findByRole('form', { name: `Edit ${named}` });
    const first = within(form).getByRole('textbox', { name: field.label });
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveValue(original);
    return { form, first };
  }

  it('edits, cancels (Escape, Cancel) and saves with focus back on Edit, asking before the page is left', async () => {
    serveWorkspace(fetch, { documents: [savedDocument(id, sampleInputs[id], result)] });
    const user = userEvent.setup();
    const View = (await views[id]()).default;
    await renderToolScreen(<View />);
    await revealEdit(user, named);

    let { first } = await open(user);
    expect(leaving()).toBe(false);
    await change(user, first);
    expect(leaving()).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(edit()).toHaveFocus();
    expect(leaving()).toBe(false);

    ({ first } = await open(user));
    await change(user, first);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(edit()).toHaveFocus();
    expect(editedResults(fetch)).toEqual([]);

    ({ first } = await open(user));
    await change(user, first);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await findToast('Changes Saved', 'Your changes have been saved.', 'success');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    // Named after the part as saved (an idea or a competitor by its new name).
    expect(screen.getByRole('button', { name: `Edit ${partName(part, partAt(saved, path), path)}` })).toHaveFocus();
    expect(editedResults(fetch)).toEqual([{ version: 1, result: saved }]);
    expect(leaving()).toBe(false);
  });
});
