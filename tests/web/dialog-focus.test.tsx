// @vitest-environment jsdom
/**
 * Every dialog gives focus back to what opened it when it closes, by Escape or by its close button
 * (docs/product.md §4: focus never falls to the page), on each screen that offers it: the shared
 * dialog does it once (components/ui/radix-dialog.tsx), so a new dialog is covered by being listed.
 * A dialog with no opener gives focus to the page's main region instead.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toolPath, type ToolId } from '@/core/tools/listings';
import type { SavedDocument } from '@/core/workspace/schema';
import { allToolDefinitions } from '@/core/tools/registry';
import { routes } from '@/web/router';
import { VENTURE_PATH } from '@/web/venture/venture-path';
import { offlineResult, sampleInputs } from '../support/fixtures';
import { renderRoutes } from '../support/web/render';
import {
  allowSlowScreens,
  findDialog,
  findMenuButton,
  preloadScreens,
  stubFetchPerTest,
} from '../support/web/screen-test';
import '../support/web/jsdom-gaps';
import { SAMPLE_VENTURE, savedDocument, serveWorkspace } from '../support/web/workspace-fetch';

allowSlowScreens();
preloadScreens(
  () => import('@/web/dashboard/dashboard-layout'),
  () => import('@/web/components/ui/radix-dialog'),
  () => import('@/web/share/share-dialog'),
  () => import('@/web/workspace/lazy-versions'),
);
const fetch = stubFetchPerTest();

/** The tools whose screens offer History and Share on a saved result: those that declare a share page. */
const SAVED: ToolId[] = allToolDefinitions.flatMap((tool) => (tool.share ? [tool.id as ToolId] : []));

interface Case {
  screen: string;
  path: string;
  /** The control that opens the dialog, and where focus belongs once it closes. */
  opener: () => Promise<HTMLElement>;
  /** Opens the dialog from the opener (a menu first picks its item). */
  open?: (user: ReturnType<typeof userEvent.setup>, opener: HTMLElement) => Promise<void>;
  dialog: string | RegExp;
}

/**
 * A saved result of each tool. A result that lists the documents it read (the Investor Review's)
 * reads these, as they are: current, so the screen does not review again on arrival.
 */
function savedResults(): SavedDocument[] {
  const documents = SAVED.map((tool) => savedDocument(tool, sampleInputs[tool], offlineResult(tool)));
  return documents.map((document) => {
    const result = document.result as { documents?: { tool: string }[] };
    if (!Array.isArray(result.documents)) return document;
    const read = result.documents.map((entry) => {
      const saved = documents.find((other) => other.tool === entry.tool);
      return saved ? { ...entry, documentId: saved.id, savedAt: saved.updatedAt } : entry;
    });
    return { ...document, result: { ...result, documents: read } };
  });
}

const button = (name: string) => () => screen.findByRole('button', { name });
const toolCases = SAVED.flatMap((tool): Case[] => [
  { screen: tool, path: toolPath(tool), opener: button('History'), dialog: / history$/ },
  { screen: tool, path: toolPath(tool), opener: button('Share'), dialog: 'Share' },
]);
const CASES: Case[] = [
  ...toolCases,
  { screen: 'pitch-deck', path: toolPath('pitch-deck'), opener: button('Design'), dialog: 'Deck Design' },
  { screen: 'venture', path: VENTURE_PATH, opener: button('Edit Venture Profile'), dialog: 'Edit Venture Profile' },
  { screen: 'venture', path: VENTURE_PATH, opener: button('Delete Venture'), dialog: 'Delete Venture' },
  {
    screen: 'venture menu',
    path: toolPath('pitch-deck'),
    opener: () => findMenuButton(`Venture: ${SAMPLE_VENTURE.name}`),
    open: async (user, opener) => {
      await user.click(opener);
      await user.click(await screen.findByRole('menuitem', { name: 'Delete Venture' }));
    },
    dialog: 'Delete Venture',
  },
  {
    screen: 'venture menu',
    path: toolPath('business-plan'),
    opener: () => findMenuButton(`Venture: ${SAMPLE_VENTURE.name}`),
    open: async (user, opener) => {
      await user.click(opener);
      await user.click(await screen.findByRole('menuitem', { name: 'Edit Venture Profile' }));
    },
    dialog: 'Edit Venture Profile',
  },
];
const WAYS = ['Escape', 'the close button'] as const;

describe.each(CASES)('on the $screen screen, the $dialog dialog', ({ path, opener, open, dialog }) => {
  it.each(WAYS)('closed by %s gives focus back to what opened it', async (way) => {
    serveWorkspace(fetch, { documents: savedResults() });
    for (const tool of SAVED) fetch.on(`/api/documents/${tool}-doc-1/share-links`, () => Response.json({ links: [] }));
    const user = userEvent.setup();
    renderRoutes(routes, [path]);
    const control = await opener();
    if (open) await open(user, control);
    else await user.click(control);
    const shown = await findDialog(dialog);

    if (way === 'Escape') await user.keyboard('{Escape}');
    else await user.click(within(shown).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(control).toHaveFocus());
  });
});

describe('a dialog with no opener', () => {
  it('asked on arrival (Regenerate from the Venture screen), gives focus to the main region on Cancel', async () => {
    const edited = savedDocument('market-research', sampleInputs['market-research'], offlineResult('market-research'), {
      version: 3,
    });
    serveWorkspace(fetch, { documents: [edited] });
    const user = userEvent.setup();
    renderRoutes(routes, [`${toolPath('market-research')}?regenerate`]);
    const question = await findDialog('Regenerate this result?');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    expect(fetch.callsTo('/api/generate/market-research')).toHaveLength(0);
  });
});
