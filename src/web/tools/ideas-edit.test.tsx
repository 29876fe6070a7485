// @vitest-environment jsdom
/** Editing a generated idea in place before Save Idea or Use This Idea takes it (docs/product.md §11). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allowSlowScreens, findToast, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import '../../../tests/support/web/jsdom-gaps';
import { renderToolScreen, savedDocument, serveWorkspace } from '../../../tests/support/web/workspace-fetch';
import { editedResults, itemFields } from '../../../tests/support/web/editing';
import IdeasView from './ideas-view';

allowSlowScreens();
const fetch = stubFetchPerTest();

const ideas = {
  ideas: [
    {
      name: 'Ledger Loop',
      description: 'Invoicing and tax set-asides for freelancers.',
      revenueStreams: ['Monthly subscription'],
      initialInvestment: '$40,000 - $90,000',
    },
    {
      name: 'Tally Desk',
      description: 'A shared inbox for freelancers and their bookkeepers.',
      revenueStreams: ['Per-seat pricing', 'Marketplace commission'],
      initialInvestment: '$25,000 - $60,000',
    },
    {
      name: 'Vault Pay',
      description: 'Escrow for freelance projects.',
      revenueStreams: ['Escrow fee'],
      initialInvestment: '$120,000 - $250,000',
    },
  ],
};

async function opened() {
  const inputs = { industry: 'Fintech', targetMarket: 'Freelancers', region: 'Germany' };
  const state = serveWorkspace(fetch, { documents: [savedDocument('ideas', inputs, ideas)] });
  const user = userEvent.setup();
  await renderToolScreen(<IdeasView />);
  await screen.findAllByRole('button', { name: 'Save Idea' });
  return { user, state };
}

describe('editing an idea in place', () => {
  it('edits an idea’s fields on its card, saves them as an edit, and Save Idea keeps the edited idea', async () => {
    const { user, state } = await opened();
    await user.click(screen.getByRole('button', { name: 'Edit Idea: Tally Desk' }));
    const form = await screen.findByRole('form', { name: 'Edit Idea: Tally Desk' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await user.clear(name);
    await user.type(name, 'Tally Desk Pro');
    expect(itemFields('Revenue Stream')).toEqual(ideas.ideas[1]!.revenueStreams);
    await user.click(within(form).getByRole('button', { name: 'Move Revenue Stream 2 Up' }));
    const investment = within(form).getByRole('textbox', { name: 'Initial Investment' });
    await user.clear(investment);
    await user.type(investment, '$30,000{Enter}');

    await findToast('Changes Saved', 'Your changes have been saved.', 'success');
    const edited = {
      name: 'Tally Desk Pro',
      description: ideas.ideas[1]!.description,
      revenueStreams: ['Marketplace commission', 'Per-seat pricing'],
      initialInvestment: '$30,000',
    };
    expect(editedResults(fetch)).toEqual([{ version: 1, result: { ideas: [ideas.ideas[0], edited, ideas.ideas[2]] } }]);
    const button = screen.getByRole('button', { name: 'Edit Idea: Tally Desk Pro' });
    expect(button).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Tally Desk Pro' })).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Save Idea' })[1]!);
    await findToast('Idea Saved', 'Tally Desk Pro saved to your ideas', 'success');
    expect(fetch.calls.find((call) => call.method === 'POST' && call.url.endsWith('/api/ideas'))?.body).toEqual({
      idea: edited,
    });
    expect(state.ideas.map((idea) => idea.name)).toEqual(['Tally Desk Pro']);
  });

  it('refuses an idea with no name beside the field; Cancel keeps the card as it was', async () => {
    const { user } = await opened();
    await user.click(screen.getByRole('button', { name: 'Edit Idea: Vault Pay' }));
    const form = await screen.findByRole('form', { name: 'Edit Idea: Vault Pay' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(name).toHaveAccessibleDescription('Name cannot be empty.');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit Idea: Vault Pay' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Vault Pay' })).toBeInTheDocument();
    expect(editedResults(fetch)).toEqual([]);
  });
});
