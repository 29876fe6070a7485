// @vitest-environment jsdom
/**
 * Nothing a founder had is lost (issue 26): a failed generation leaves the saved result on screen
 * with its Download and Export, as Stop does; a result that holds edits is replaced only after
 * asking, and History marks it as edited.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { offlineResult, sampleAssumptions, sampleInputs } from '../../../tests/support/fixtures';
import { allowSlowScreens, findDialog, findToast, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import '../../../tests/support/web/jsdom-gaps';
import { renderToolScreen, savedDocument, serveWorkspace } from '../../../tests/support/web/workspace-fetch';
import { marketResearchClient } from '@/core/tools/market-research/client';
import { buildFinancialModel } from '@/core/finance/engine';
import { financialsClient } from '@/core/tools/financials/client';
import FinancialsView from '@/web/tools/financials-view';
import MarketResearchView from '@/web/tools/market-research-view';
import PitchDeckView from '@/web/tools/pitch-deck-view';
import { ERROR_TITLE } from '@/web/generator/texts';

allowSlowScreens();
const fetch = stubFetchPerTest();
const PATH = '/api/generate/market-research';
const research = savedDocument('market-research', { niche: 'Plant-based pet food' }, offlineResult('market-research'));

async function regenerate() {
  serveWorkspace(fetch, { documents: [research] });
  const user = userEvent.setup();
  await renderToolScreen(<MarketResearchView />);
  expect(await screen.findByRole('button', { name: 'Download Research' })).toBeEnabled();
  const held = fetch.hold(PATH);
  await user.click(screen.getByRole('button', { name: 'Conduct Research' }));
  const stream = await held;
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Download Research' })).not.toBeInTheDocument());
  return { user, stream };
}

describe('a regeneration that fails', () => {
  it('leaves the saved result on screen, with its Download and Export', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { stream } = await regenerate();
    stream.delta('{"industryOverview": "Half a new');
    stream.error('Upstream said no').end();
    await findToast(ERROR_TITLE, marketResearchClient.texts.error, 'error');
    expect(await screen.findByRole('button', { name: 'Download Research' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    expect(
      screen.getByText((offlineResult('market-research') as { industryOverview: string }).industryOverview),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Half a new/)).not.toBeInTheDocument();
  });

  it('as Stop does', async () => {
    const { user } = await regenerate();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByRole('button', { name: 'Download Research' })).toBeEnabled();
  });
});

describe('a result that holds the founder’s edits', () => {
  const edited = savedDocument('market-research', { niche: 'Plant-based pet food' }, offlineResult('market-research'), {
    version: 3,
    updatedAt: '2026-11-22T14:02:00.000Z',
  });

  it('is replaced only after asking; Cancel keeps it and calls nothing', async () => {
    serveWorkspace(fetch, { documents: [edited] });
    const user = userEvent.setup();
    await renderToolScreen(<MarketResearchView />);
    await screen.findByRole('button', { name: 'Download Research' });
    const submit = screen.getByRole('button', { name: 'Conduct Research' });
    await user.click(submit);
    const dialog = await findDialog('Regenerate this result?');
    expect(dialog).toHaveAccessibleDescription(
      'It holds your edits. The new result takes its place on screen; your edits stay in History.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch.callsTo(PATH)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Download Research' })).toBeEnabled();
    await waitFor(() => expect(submit).toHaveFocus());

    const held = fetch.hold(PATH);
    await user.click(submit);
    await user.click(within(await findDialog()).getByRole('button', { name: 'Regenerate' }));
    await held;
    expect(fetch.callsTo(PATH)).toHaveLength(1);
  });

  it('says so in History', async () => {
    serveWorkspace(fetch, { documents: [edited] });
    const user = userEvent.setup();
    await renderToolScreen(<MarketResearchView />);
    await user.click(await screen.findByRole('button', { name: 'History' }));
    const list = await screen.findByRole('list', { name: 'Saved results' });
    expect(list).toHaveTextContent(/· Edited 22 Nov/);
  });
});

describe('New Deck and New Model', () => {
  it('New Deck has Cancel, which goes back to the deck and to the More menu New Deck was in', async () => {
    const deck = savedDocument('pitch-deck', sampleInputs['pitch-deck'], offlineResult('pitch-deck'));
    serveWorkspace(fetch, { documents: [deck] });
    const user = userEvent.setup();
    await renderToolScreen(<PitchDeckView />);
    await user.click(await screen.findByRole('button', { name: 'More' }));
    await user.click(await screen.findByRole('menuitem', { name: 'New Deck' }));
    expect(screen.getByRole('textbox', { name: 'Business Name' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Business Name' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'More' })).toHaveFocus());
  });

  it('New Model has Cancel, and a new model that fails leaves the model there to go back to', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const model = savedDocument('financials', sampleInputs.financials, buildFinancialModel(sampleAssumptions));
    serveWorkspace(fetch, { documents: [model] });
    const user = userEvent.setup();
    await renderToolScreen(<FinancialsView />);
    await user.click(await screen.findByRole('button', { name: 'New Model' }));
    const held = fetch.hold('/api/generate/financials');
    await user.click(screen.getByRole('button', { name: 'Generate Financial Model' }));
    (await held).error('Upstream said no').end();
    await findToast(ERROR_TITLE, financialsClient.texts.error, 'error');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Download Model' })).toBeEnabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'New Model' })).toHaveFocus());
  });
});
