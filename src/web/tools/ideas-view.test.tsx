// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allowSlowScreens, fillTextboxes, findToast, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import { pieces, sseResponse, successEvents } from '../../../tests/support/web/sse-fetch';
import '../../../tests/support/web/jsdom-gaps';
import { renderToolScreen, serveWorkspace } from '../../../tests/support/web/workspace-fetch';
import IdeasView from './ideas-view';

const PATH = '/api/generate/ideas';

const inputs = { industry: 'Fintech', targetMarket: 'Freelancers', region: 'Germany' };

const result = {
  ideas: [
    {
      name: 'Ledger Loop',
      description: 'Invoicing and tax set-asides for freelancers who bill several clients.',
      revenueStreams: ['Monthly subscription', 'Instant payout fees'],
      initialInvestment: '$40,000 - $90,000',
    },
    {
      name: 'Tally Desk',
      description: 'A shared inbox where freelancers and their bookkeepers close the month together.',
      revenueStreams: ['Per-seat pricing', 'Bookkeeper marketplace commission', 'Premium reports'],
      initialInvestment: '$25,000 - $60,000',
    },
    {
      name: 'Vault Pay',
      description: 'Escrow for freelance projects paid in milestones.',
      revenueStreams: ['Escrow fee'],
      initialInvestment: '$120,000 - $250,000',
    },
  ],
};

const secondResult = {
  ideas: [
    {
      name: 'Harvest Box',
      description: 'Fresh produce for busy parents.',
      revenueStreams: ['Boxes'],
      initialInvestment: '$30,000',
    },
    {
      name: 'Pantry Plan',
      description: 'Weekly meal plans.',
      revenueStreams: ['Subscriptions'],
      initialInvestment: '$15,000',
    },
    {
      name: 'Ladle Local',
      description: 'Cooks next door.',
      revenueStreams: ['Commission'],
      initialInvestment: '$50,000',
    },
  ],
};

allowSlowScreens();
const fetch = stubFetchPerTest();
beforeEach(() => {
  serveWorkspace(fetch);
});

async function renderIdeas() {
  const user = userEvent.setup();
  const utils = await renderToolScreen(<IdeasView />);
  const field = (name: string) => screen.getByRole('textbox', { name });
  const submit = () => screen.getByRole('button', { name: /Generate Ideas|Generating Ideas\.\.\./ });
  const fill = (values: Partial<typeof inputs> = inputs) =>
    fillTextboxes(user, { industry: 'Industry', targetMarket: 'Target Market', region: 'Region' }, values);
  return { user, ...utils, field, submit, fill };
}

function cardHeadings() {
  return screen.queryAllByRole('heading', { level: 3 });
}

describe('IdeasView', () => {
  it('shows the screen title and three labelled fields, each with an info button', async () => {
    const { field } = await renderIdeas();
    expect(screen.getByRole('heading', { level: 1, name: 'Idea Generator' })).toBeInTheDocument();
    for (const label of ['Industry', 'Target Market', 'Region']) {
      expect(field(label)).toHaveValue('');
      expect(screen.getByRole('button', { name: `About ${label}` })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Generate Ideas' })).toBeEnabled();
    expect(cardHeadings()).toHaveLength(0);
  });

  describe('with a field missing', () => {
    it('marks each empty field inline, tied to it, and focuses the first one', async () => {
      const { user, submit, fill, field } = await renderIdeas();
      await fill({ targetMarket: 'Freelancers' });
      await user.click(submit());
      await findToast('Missing Information', 'Please fill in all fields to generate business ideas.', 'error');
      expect(field('Industry')).toHaveAttribute('aria-invalid', 'true');
      expect(field('Industry')).toHaveAccessibleDescription(expect.stringContaining('Industry is required.'));
      expect(field('Region')).toHaveAttribute('aria-invalid', 'true');
      expect(field('Target Market')).not.toHaveAttribute('aria-invalid');
      expect(field('Industry')).toHaveFocus();
      // Filling a field clears its mark.
      await user.type(field('Industry'), 'Fintech');
      expect(field('Industry')).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByText('Industry is required.')).not.toBeInTheDocument();
    });

    it('does not submit with Enter either', async () => {
      const { user, field } = await renderIdeas();
      await user.type(field('Industry'), 'Fintech{Enter}');
      await findToast('Missing Information', 'Please fill in all fields to generate business ideas.', 'error');
      expect(fetch.callsTo(PATH)).toHaveLength(0);
    });
  });

  it('announces the generation in a live region, as the screen has no busy panel', async () => {
    const { user, submit, fill } = await renderIdeas();
    const held = fetch.hold(PATH);
    await fill();
    await user.click(submit());
    const stream = await held;
    expect(screen.getByRole('status')).toHaveTextContent('Generating Ideas...');
    stream.done(result).end();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''));
    expect(screen.getByRole('heading', { level: 2, name: 'Generated ideas' })).toBeInTheDocument();
  });

  it('streams partial cards, then shows the final ideas', async () => {
    const { user, submit, fill } = await renderIdeas();
    const held = fetch.hold(PATH);
    await fill();
    await user.click(submit());
    const stream = await held;

    // Loading, while the stream is open (the busy state itself: tests/web/generators.test.tsx).
    await screen.findByRole('button', { name: 'Generating Ideas...' });
    expect(screen.queryByRole('button', { name: 'Generate Ideas' })).not.toBeInTheDocument();

    // A partial document: the first idea's name and part of its description.
    stream.delta('{"ideas":[{"name":"Ledger Loop",');
    stream.delta('"description":"Invoicing and tax');
    expect(await screen.findByRole('heading', { level: 3, name: 'Ledger Loop' })).toBeInTheDocument();
    expect(await screen.findByText('Invoicing and tax')).toBeInTheDocument();
    expect(cardHeadings()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Save Idea/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use This Idea' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generating Ideas...' })).toBeDisabled();

    // The rest, then done.
    const text = JSON.stringify(result);
    const sent = '{"ideas":[{"name":"Ledger Loop","description":"Invoicing and tax';
    expect(text.startsWith(sent)).toBe(true);
    for (const piece of pieces(text.slice(sent.length), 4)) stream.delta(piece);
    stream.done(result).end();

    await findToast('Ideas Generated', 'Successfully generated business ideas.', 'success');
    expect(await screen.findByRole('button', { name: 'Generate Ideas' })).toBeEnabled();

    const region = screen.getByRole('region', { name: 'Generated ideas' });
    const headings = within(region).getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Ledger Loop', 'Tally Desk', 'Vault Pay']);
    const lists = within(region).getAllByRole('list');
    expect(lists).toHaveLength(3);
    result.ideas.forEach((idea, index) => {
      expect(within(region).getByText(idea.description)).toBeInTheDocument();
      expect(
        within(lists[index] as HTMLElement)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(idea.revenueStreams);
      expect(within(region).getByText(idea.initialInvestment)).toBeInTheDocument();
    });
    expect(within(region).getAllByRole('button', { name: 'Save Idea' })).toHaveLength(3);
    expect(within(region).getAllByRole('button', { name: 'Use This Idea' })).toHaveLength(3);

    // The form keeps what was typed.
    expect(screen.getByRole('textbox', { name: 'Industry' })).toHaveValue('Fintech');
    expect(fetch.callsTo(PATH)).toHaveLength(1);
  });

  it('saves an idea with a toast naming it', async () => {
    fetch.on(PATH, sseResponse(successEvents(result)));
    const { user, submit, fill } = await renderIdeas();
    await fill();
    await user.click(submit());
    await findToast('Ideas Generated', 'Successfully generated business ideas.', 'success');

    const saves = screen.getAllByRole('button', { name: 'Save Idea' });
    await user.click(saves[1] as HTMLElement);
    await findToast('Idea Saved', 'Tally Desk saved to your ideas', 'success');
    expect(fetch.callsTo(PATH)).toHaveLength(1);
  });

  it('treats a stream cut before done as a failure and never shows its cards as final', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, submit, fill } = await renderIdeas();
    const held = fetch.hold(PATH);
    await fill();
    await user.click(submit());
    const stream = await held;

    // The whole document arrives, but the stream ends without done.
    for (const piece of pieces(result, 5)) stream.delta(piece);
    await screen.findByRole('heading', { level: 3, name: 'Ledger Loop' });
    stream.end();

    await findToast('Error', 'Failed to generate business ideas. Please try again.', 'error');
    expect(consoleError).toHaveBeenCalledWith('Failed to connect to AI service');
    await waitFor(() => expect(cardHeadings()).toHaveLength(0));
    expect(screen.queryByRole('button', { name: 'Save Idea' })).not.toBeInTheDocument();
    expect(screen.queryByText('Ideas Generated')).not.toBeInTheDocument();
  });

  it('treats a connection broken mid-stream as a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, submit, fill } = await renderIdeas();
    const held = fetch.hold(PATH);
    await fill();
    await user.click(submit());
    (await held).delta('{"ideas":[{"name":"Ledger').fail();

    await findToast('Error', 'Failed to generate business ideas. Please try again.', 'error');
    await waitFor(() => expect(cardHeadings()).toHaveLength(0));
  });

  it('treats a done result that fails the schema as a failure', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const twoIdeas = { ideas: result.ideas.slice(0, 2) };
    fetch.on(PATH, sseResponse(successEvents(twoIdeas)));
    const { user, submit, fill } = await renderIdeas();
    await fill();
    await user.click(submit());

    await findToast('Error', 'Failed to generate business ideas. Please try again.', 'error');
    expect(consoleError).toHaveBeenCalledWith('Failed to parse the AI response. Please try again.');
    await waitFor(() => expect(cardHeadings()).toHaveLength(0));
    expect(screen.queryByRole('button', { name: 'Save Idea' })).not.toBeInTheDocument();
  });

  it('treats a 400 answer as a failure and logs its error text', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetch.on(
      PATH,
      () => new Response(JSON.stringify({ error: 'region: must be at most 200 characters' }), { status: 400 }),
    );
    const { user, submit, fill } = await renderIdeas();
    await fill();
    await user.click(submit());

    await findToast('Error', 'Failed to generate business ideas. Please try again.', 'error');
    expect(consoleError).toHaveBeenCalledWith('region: must be at most 200 characters');
  });

  it('says when to try again after a rate limit, and keeps the inputs', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetch.on(
      PATH,
      () =>
        new Response(JSON.stringify({ error: 'Too many generations.' }), {
          status: 429,
          headers: { 'retry-after': '240' },
        }),
    );
    const { user, submit, fill, field } = await renderIdeas();
    await fill();
    await user.click(submit());

    await findToast(
      'Error',
      'You have reached the limit of generations for now. Please try again in 4 minutes.',
      'error',
    );
    expect(field('Industry')).toHaveValue('Fintech');
  });

  it('says when to try again when the server is busy', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetch.on(
      PATH,
      () => new Response(JSON.stringify({ error: 'Busy' }), { status: 503, headers: { 'retry-after': '5' } }),
    );
    const { user, submit, fill } = await renderIdeas();
    await fill();
    await user.click(submit());

    await findToast('Error', 'Venturekit is busy right now. Please try again in 5 seconds.', 'error');
  });

  it('clears the previous result when a new generation starts', async () => {
    fetch.once(PATH, sseResponse(successEvents(result)));
    const { user, submit, fill } = await renderIdeas();
    await fill();
    await user.click(submit());
    await screen.findByRole('heading', { level: 3, name: 'Vault Pay' });
    await screen.findAllByRole('button', { name: 'Save Idea' });

    const held = fetch.hold(PATH);
    await fill({ industry: 'Food', targetMarket: 'Busy parents', region: 'Brazil' });
    await user.click(submit());
    const stream = await held;

    expect(await screen.findByRole('button', { name: 'Generating Ideas...' })).toBeDisabled();
    expect(cardHeadings()).toHaveLength(0);
    for (const name of ['Ledger Loop', 'Tally Desk', 'Vault Pay'])
      expect(screen.queryByText(name)).not.toBeInTheDocument();
    expect(fetch.callsTo(PATH)[1]?.body).toEqual({
      inputs: { industry: 'Food', targetMarket: 'Busy parents', region: 'Brazil' },
    });

    for (const event of successEvents(secondResult)) stream.send(event);
    stream.end();
    await screen.findByRole('heading', { level: 3, name: 'Ladle Local' });
    await screen.findAllByRole('button', { name: 'Save Idea' });
    expect(cardHeadings().map((heading) => heading.textContent)).toEqual(['Harvest Box', 'Pantry Plan', 'Ladle Local']);
  });

  it('renders model text as text, never as HTML', async () => {
    const hostile = {
      ideas: [
        {
          ...result.ideas[0],
          name: '<img src=x onerror=alert(1)>',
          description: '<script>alert(2)</script><b>bold</b>',
        },
        result.ideas[1],
        { ...result.ideas[2], revenueStreams: ['<a href="javascript:alert(3)">click</a>'] },
      ],
    };
    fetch.on(PATH, sseResponse(successEvents(hostile)));
    const { user, submit, fill } = await renderIdeas();
    await fill();
    await user.click(submit());

    expect(await screen.findByRole('heading', { level: 3, name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    await screen.findAllByRole('button', { name: 'Save Idea' });
    expect(screen.getByText('<script>alert(2)</script><b>bold</b>')).toBeInTheDocument();
    expect(screen.getByText('<a href="javascript:alert(3)">click</a>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('script, b, a[href^="javascript"]')).toBeNull();
  });

  it('aborts the request when the screen goes away mid-generation', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, submit, fill, unmount } = await renderIdeas();
    const held = fetch.hold(PATH);
    await fill();
    await user.click(submit());
    const stream = await held;
    stream.delta('{"ideas":[');

    const signal = fetch.callsTo(PATH)[0]?.signal;
    expect(signal).toBeDefined();
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
    await stream.finished;
    // An abort is not a failure to report.
    expect(consoleError).not.toHaveBeenCalled();
  });
});
