// @vitest-environment jsdom
/**
 * A comment's place followed (the inbox, the activity feed, an email: core/inbox/place.ts), against
 * the fake server: the tool screen opens the result it names, on its part's tab, with the part's
 * thread open and focus in it (on a deck, its slide); a viewer's focus on the thread, given back to the count on Close; a
 * result no longer saved, or a part gone (a slide removed), leaves the screen as it was, nothing broken.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@/core/account/roles';
import { commentPlace } from '@/core/inbox/place';
import { LENA, samThread } from '../../../tests/support/web/comments-fetch';
import { allowSlowScreens, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import '../../../tests/support/web/jsdom-gaps';
import { renderToolScreen, savedDocument, serveWorkspace } from '../../../tests/support/web/workspace-fetch';
import { offlineResult, SLIDE_TITLES } from '../../../tests/support/fixtures';
import BusinessPlanView from '@/web/tools/business-plan-view';
import PitchDeckView from '@/web/tools/pitch-deck-view';

allowSlowScreens();
const fetch = stubFetchPerTest();

const plan = offlineResult('business-plan') as Record<string, unknown>;
/** The current plan, and an older one History lists, whose Business Model has Sam's thread. */
const CURRENT = savedDocument('business-plan', { idea: 'LedgerLoop' }, plan, { id: 'plan-new', title: 'New plan' });
const OLDER = savedDocument(
  'business-plan',
  { idea: 'LedgerLoop' },
  { ...plan, executiveSummary: 'The older summary.', businessModel: 'Subscriptions for cafés.' },
  { id: 'plan-old', title: 'Old plan' },
);
const ON_MODEL = samThread('Is €24 too low?', { path: ['businessModel'] });
const MODEL_PANEL = 'Comments on Business Model';

/** A deck of ten slides, "Deck content 1" to 10. */
const DECK = savedDocument(
  'pitch-deck',
  { businessName: 'Harvest Table', businessDescription: 'Weekly meal kits.' },
  { slides: SLIDE_TITLES.map((title: string, index) => ({ title, content: `Deck content ${index + 1}`, notes: '' })) },
);

/** The plan's screen for a member in `role`, arriving at `search`, with `thread` on the older plan's model. */
async function arrive(role: Role, search: string, thread = ON_MODEL) {
  serveWorkspace(fetch, {
    documents: [CURRENT, OLDER],
    account: LENA,
    membership: { id: 'w1', name: 'PawPantry founders', role },
    threads: { [OLDER.id]: [thread] },
  });
  const user = userEvent.setup();
  await renderToolScreen(<BusinessPlanView />, { search });
  await screen.findByRole('heading', { name: 'Your Business Plan' });
  return user;
}

const placeOf = (documentId: string, part: string) => commentPlace('', documentId, part);

describe('a comment’s place followed', () => {
  it('opens its result on its part’s tab, with the thread open and focus in its field', async () => {
    await arrive('commenter', placeOf(OLDER.id, 'businessModel'));
    const panel = await screen.findByRole('region', { name: MODEL_PANEL }, { timeout: 5_000 });
    expect(fetch.callsTo(`/api/documents/${OLDER.id}`)).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Model' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).getByText('Is €24 too low?')).toBeInTheDocument();
    expect(screen.getByText('Subscriptions for cafés.')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByLabelText('New comment')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Comment on Business Model' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('puts a viewer’s focus on the thread, and gives it back to the count on Close', async () => {
    const user = await arrive('viewer', placeOf(OLDER.id, 'businessModel'));
    const panel = await screen.findByRole('region', { name: MODEL_PANEL }, { timeout: 5_000 });
    await waitFor(() => expect(panel).toHaveFocus());
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: MODEL_PANEL })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: '1 comment on Business Model' })).toHaveFocus());
  });

  it('keeps a viewer’s count, at 0, to give focus back to when the thread followed is resolved', async () => {
    const user = await arrive('viewer', placeOf(OLDER.id, 'businessModel'), { ...ON_MODEL, resolved: true });
    const panel = await screen.findByRole('region', { name: MODEL_PANEL }, { timeout: 5_000 });
    await waitFor(() => expect(panel).toHaveFocus());
    const count = screen.getByRole('button', { name: '0 comments on Business Model' });
    expect(count).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(count).toHaveFocus());
    // Once focus moves on, a part with no open thread shows no count.
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('button', { name: '0 comments on Business Model' })).toBeNull());
  });

  it('leaves the current result on screen when the result is no longer saved', async () => {
    const user = await arrive('commenter', placeOf('plan-deleted', 'businessModel'));
    expect(await screen.findByRole('button', { name: 'Comment on Business Model' })).toBeInTheDocument();
    expect(fetch.callsTo('/api/documents/plan-deleted')).toEqual([]);
    expect(screen.getByRole('tab', { name: 'Model' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('region', { name: /^Comments on/ })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Summary' }));
    expect(screen.queryByText('The older summary.')).toBeNull();
  });

  it('lands on its result with nothing open when the part is gone', async () => {
    await arrive('commenter', placeOf(OLDER.id, 'exitStrategy'));
    expect(await screen.findByText('The older summary.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Comment on Executive Summary' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Comments on/ })).toBeNull();
  });

  it('opens a deck on the slide its thread is on (“Sam mentioned you on Slide 6”), the thread open', async () => {
    serveWorkspace(fetch, {
      documents: [DECK],
      account: LENA,
      membership: { id: 'w1', name: 'PawPantry founders', role: 'editor' },
      threads: { [DECK.id]: [samThread('Is this the right order?', { path: ['slides', 5] })] },
    });
    await renderToolScreen(<PitchDeckView />, { search: placeOf(DECK.id, 'slides.5') });
    expect(await screen.findByRole('group', { name: 'Slide 6 of 10' })).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: 'Comments on Slide 6' }, { timeout: 5_000 });
    expect(within(panel).getByText('Is this the right order?')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByLabelText('New comment')).toHaveFocus());
  });

  it('opens a deck on its first slide, nothing open, when the thread’s slide has been removed', async () => {
    serveWorkspace(fetch, {
      documents: [DECK],
      account: LENA,
      membership: { id: 'w1', name: 'PawPantry founders', role: 'editor' },
      threads: { [DECK.id]: [samThread('Keep this slide?', { path: ['slides', 11] })] },
    });
    await renderToolScreen(<PitchDeckView />, { search: placeOf(DECK.id, 'slides.11') });
    expect(await screen.findByRole('group', { name: 'Slide 1 of 10' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Comment on Slide 1' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Comments on/ })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Slide 10 of 10' })).toBeNull();
  });
});
