// @vitest-environment jsdom
/**
 * Nothing a founder had is lost to a failed generation: the saved result stays on screen with its
 * Download and Export, as Stop leaves it (issue 26, "Nothing is ever lost").
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { offlineResult } from '../../../tests/support/fixtures';
import { allowSlowScreens, findToast, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import '../../../tests/support/web/jsdom-gaps';
import { renderToolScreen, savedDocument, serveWorkspace } from '../../../tests/support/web/workspace-fetch';
import { marketResearchClient } from '@/core/tools/market-research/client';
import MarketResearchView from '@/web/tools/market-research-view';
import { ERROR_TITLE } from './texts';

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
    expect(screen.getByText(offlineResult('market-research').industryOverview as string)).toBeInTheDocument();
    expect(screen.queryByText(/Half a new/)).not.toBeInTheDocument();
  });

  it('as Stop does', async () => {
    const { user } = await regenerate();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByRole('button', { name: 'Download Research' })).toBeEnabled();
  });
});
