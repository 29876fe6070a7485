// @vitest-environment jsdom
/**
 * A rewrite's preview is checked against the venture's facts as the result is (issue 34): a figure
 * the rewrite gets wrong is marked before Accept, with the fact in its tooltip, not found only
 * after it was saved.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { displayFact } from '@/core/venture/facts';
import { modelFact, planStating } from '../../../tests/support/venture-facts';
import { allowSlowScreens, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import '../../../tests/support/web/jsdom-gaps';
import { renderToolScreen, savedDocument, serveWorkspace } from '../../../tests/support/web/workspace-fetch';
import BusinessPlanView from '../tools/business-plan-view';

allowSlowScreens();
const fetch = stubFetchPerTest();

const plan = planStating('WagBox walks dogs for busy owners in Berlin. Members pay €29 per month.');
const price = { ...modelFact('price', 29), currency: 'EUR' as const, display: displayFact('price', 29, 'EUR') };
const REWRITE_PATH = '/api/rewrite/business-plan';

describe('a rewrite’s preview', () => {
  it('marks a figure that differs from the venture’s facts before Accept, and the current text’s agreeing one', async () => {
    serveWorkspace(fetch, { documents: [savedDocument('business-plan', { idea: 'WagBox' }, plan)], facts: [price] });
    const user = userEvent.setup();
    await renderToolScreen(<BusinessPlanView />);
    await screen.findByRole('heading', { name: 'Your Business Plan' });
    // The saved plan agrees with the model: no conflicts to list.
    await waitFor(() => expect(screen.getByText('€29 per month').tagName).toBe('SPAN'));
    expect(screen.queryByRole('region', { name: /differs? from your venture’s facts/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rewrite with AI: Executive Summary' }));
    const open = await screen.findByRole('region', { name: 'Rewrite with AI: Executive Summary' });
    const stream = fetch.hold(REWRITE_PATH);
    await user.click(within(open).getByRole('button', { name: 'More Persuasive' }));
    const rewrite = 'WagBox gives busy Berlin owners a walker they trust, and members pay just €35/month.';
    (await stream)
      .delta(JSON.stringify({ part: rewrite }))
      .done(rewrite)
      .end();
    await within(open).findByRole('button', { name: 'Accept' });

    const preview = within(open).getByRole('region', { name: 'Rewritten Executive Summary' });
    // The preview may draw its marks again once the rewrite's check is in (a new element, on a
    // loaded machine after the first was found): focus the mark on screen until its tooltip shows.
    const tooltip = await waitFor(() => {
      const marked = within(preview).getByText('€35/month');
      expect(marked.tagName).toBe('MARK');
      if (document.activeElement !== marked) marked.focus();
      return screen.getByText(/^Your venture’s monthly price per customer is €29\/customer\/month/);
    });
    expect(tooltip).toBeVisible();
    // The current text's figure agrees, and is shown so.
    const current = within(open).getByRole('region', { name: 'Current Executive Summary' });
    expect(within(current).getByText('€29 per month').tagName).toBe('SPAN');
    // Nothing is saved until the founder accepts: the saved plan still has no conflict.
    expect(fetch.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });
});
