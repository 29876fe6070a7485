// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allowSlowScreens, findToast, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import '../../../tests/support/web/jsdom-gaps';
import {
  renderToolScreen,
  savedDocument,
  serveWorkspace,
  type RunningSeed,
} from '../../../tests/support/web/workspace-fetch';
import IdeasView from '@/web/tools/ideas-view';
import MarketResearchView from '@/web/tools/market-research-view';
import { offlineResult } from '../../../tests/support/fixtures';

const inputs = { industry: 'Fintech', targetMarket: 'Freelancers', region: 'Germany' };
const idea = (name: string) => ({
  name,
  description: `What ${name} does.`,
  revenueStreams: ['Subscriptions'],
  initialInvestment: '$10,000',
});
const result = { ideas: [idea('Ledger Loop'), idea('Tally Jar'), idea('Quarter Pot')] };
const running: RunningSeed = {
  id: 'gen-1',
  tool: 'ideas',
  inputs,
  text: '{"ideas":[{"name":"Ledger Loop","description":"What Ledger',
};
const EVENTS = '/api/generations/gen-1/events';

allowSlowScreens();
const fetch = stubFetchPerTest();

describe('a generation still running on the server when the screen opens (after a reload)', () => {
  it('shows it generating with its text so far and its inputs, then its result, without a new generation', async () => {
    serveWorkspace(fetch, { running });
    const held = fetch.hold(EVENTS);
    await renderToolScreen(<IdeasView />);
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    // The text so far shows once the code that follows the generation is here.
    expect(await screen.findByText('Ledger Loop')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Industry' })).toHaveValue('Fintech');

    const stream = await held;
    stream.delta(JSON.stringify(result).slice(running.text.length)).done(result).end();
    await findToast('Ideas Generated', 'Successfully generated business ideas.', 'success');
    expect(screen.getByText('Quarter Pot')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    expect(fetch.callsTo('/api/generate/ideas')).toHaveLength(0);
  });

  it('Stop asks the server to stop it and brings the saved result back', async () => {
    serveWorkspace(fetch, {
      running,
      documents: [
        savedDocument('ideas', inputs, { ideas: [idea('Saved One'), idea('Saved Two'), idea('Saved Three')] }),
      ],
    });
    fetch.on('/api/generations/gen-1/stop', () => new Response(null, { status: 204 }));
    const held = fetch.hold(EVENTS);
    const user = userEvent.setup();
    await renderToolScreen(<IdeasView />);
    await held;
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Saved One')).toBeInTheDocument();
    await waitFor(() => expect(fetch.callsTo('/api/generations/gen-1/stop')).toMatchObject([{ method: 'POST' }]));
  });

  it('a generation that failed meanwhile shows the error toast and keeps the saved result', async () => {
    serveWorkspace(fetch, {
      running,
      documents: [
        savedDocument('ideas', inputs, { ideas: [idea('Saved One'), idea('Saved Two'), idea('Saved Three')] }),
      ],
    });
    const held = fetch.hold(EVENTS);
    await renderToolScreen(<IdeasView />);
    (await held).error('The server stopped during this generation').end();
    await findToast('Error', 'Failed to generate business ideas. Please try again.', 'error');
    expect(screen.getByText('Saved One')).toBeInTheDocument();
  });

  it('a regeneration shows its own progress in place of the saved result, with no Download or Export until it ends', async () => {
    const saved = offlineResult('market-research') as { industryOverview: string };
    const fresh = { ...saved, industryOverview: 'A new overview, regenerated while the founder was away.' };
    const text = JSON.stringify(fresh);
    serveWorkspace(fetch, {
      running: { id: 'gen-1', tool: 'market-research', inputs: { niche: 'Pet food' }, text: text.slice(0, 40) },
      documents: [savedDocument('market-research', { niche: 'Pet food' }, saved)],
    });
    const held = fetch.hold(EVENTS);
    await renderToolScreen(<MarketResearchView />);
    const noOldResult = () => {
      expect(screen.getByRole('button', { name: 'Researching...' })).toBeInTheDocument();
      expect(screen.queryByText(saved.industryOverview)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Download Research' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    };
    // From the first frame, before the text so far arrives, and once it has.
    noOldResult();
    expect(await screen.findByText(/^A new overview/)).toBeInTheDocument();
    noOldResult();

    (await held).delta(text.slice(40)).done(fresh).end();
    await findToast('Research Generated', 'Successfully generated market research.', 'success');
    expect(screen.getByText(fresh.industryOverview)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Research' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });
});
