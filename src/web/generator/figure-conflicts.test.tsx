// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SLIDE_TITLES } from '../../../tests/support/fixtures';
import { modelFact, researchFact } from '../../../tests/support/venture-facts';
import { CHECK_MEASURE } from './figure-mark';
import { allowSlowScreens, findDialog, findToast, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import '../../../tests/support/web/jsdom-gaps';
import { renderToolScreen, savedDocument, serveWorkspace } from '../../../tests/support/web/workspace-fetch';
import BusinessPlanView from '@/web/tools/business-plan-view';
import PitchDeckView from '@/web/tools/pitch-deck-view';

allowSlowScreens();
const fetch = stubFetchPerTest();

const deckInputs = { businessName: 'Ledger Loop', businessDescription: 'Tax set-asides for freelancers.' };
const deck = savedDocument('pitch-deck', deckInputs, {
  slides: SLIDE_TITLES.map((title, index) => ({
    title,
    content: index === 5 ? '• Subscription per freelancer: $690 a month\n• Cancel any time' : `Slide ${index + 1}`,
    notes: index === 9 ? 'We break even by Month 8.' : 'Tell the story.',
  })),
});
const facts = [modelFact('price', 24), modelFact('breakEvenMonth', 8)];
const conflicts = () => screen.queryByRole('region', { name: /figures? differs? from your venture’s facts/ });

describe('figures that differ from the venture’s facts', () => {
  it('are counted and named where they stand, with the fact and its source; matching ones are not', async () => {
    serveWorkspace(fetch, { documents: [deck], facts });
    await renderToolScreen(<PitchDeckView />);
    const region = await screen.findByRole('region', { name: '1 figure differs from your venture’s facts' });
    expect(region).toHaveTextContent(
      'Slide 6: Business Model says “$690 a month”; your venture’s monthly price per customer is $24/customer/month (From the financial model, 22 Nov).',
    );
  });

  it('are marked where they stand, the fact in the tooltip; an agreeing figure carries its source', async () => {
    serveWorkspace(fetch, { documents: [deck], facts });
    const user = userEvent.setup();
    await renderToolScreen(<PitchDeckView />);
    await screen.findByRole('region', { name: '1 figure differs from your venture’s facts' });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Slides' })).getByRole('button', { name: /^Slide 6/ }),
    );
    // Marked in the designed slide's line, where it stands.
    const content = screen.getByRole('group', { name: 'Slide 6 of 10' });
    const marked = await within(content).findByText('$690 a month');
    expect(marked.tagName).toBe('MARK');
    expect(content).toHaveTextContent('Subscription per freelancer: $690 a month');
    expect(content).toHaveTextContent('Cancel any time');
    marked.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Your venture’s monthly price per customer is $24/customer/month (From the financial model, 22 Nov). Use Fact above states it here.',
    );
    expect(marked).toHaveAccessibleDescription(/monthly price per customer is \$24/);

    await user.click(
      within(screen.getByRole('navigation', { name: 'Slides' })).getByRole('button', { name: /^Slide 10/ }),
    );
    const agreeing = await screen.findByText('Month 8');
    expect(agreeing.tagName).toBe('SPAN');
    await user.hover(agreeing);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Break-even: Month 8. From the financial model, 22 Nov.',
    );
  });

  it('Use Fact rewrites the figure on screen, saves it as an edit, and the conflict is gone', async () => {
    const state = serveWorkspace(fetch, { documents: [deck], facts });
    const user = userEvent.setup();
    await renderToolScreen(<PitchDeckView />);
    const region = await screen.findByRole('region', { name: '1 figure differs from your venture’s facts' });
    await user.click(
      within(region).getByRole('button', { name: 'Use Fact: $24/customer/month in Slide 6: Business Model' }),
    );
    await findToast('Figure Updated', 'It now states your venture’s fact.', 'success');
    await waitFor(() => expect(conflicts()).not.toBeInTheDocument());

    const saved = fetch.calls.filter((call) => call.method === 'PUT');
    expect(saved).toHaveLength(1);
    // Saved as a Use Fact, as the activity feed tells it.
    expect(saved[0]!.body).toMatchObject({ cause: 'use fact' });
    const slides = (state.documents[0]!.result as { slides: { content: string }[] }).slides;
    expect(slides[5]!.content).toBe('• Subscription per freelancer: $24 a month\n• Cancel any time');
    expect(state.documents[0]!.version).toBe(2);
  });

  it('Use Fact keeps focus: on the next figure’s Use Fact, then on the result’s heading once none is left', async () => {
    const twoConflicts = savedDocument('pitch-deck', deckInputs, {
      slides: (deck.result as { slides: { title: string; content: string; notes: string }[] }).slides.map(
        (slide, index) => (index === 9 ? { ...slide, notes: 'We break even by Month 14.' } : slide),
      ),
    });
    serveWorkspace(fetch, { documents: [twoConflicts], facts });
    const user = userEvent.setup();
    await renderToolScreen(<PitchDeckView />);
    const region = await screen.findByRole('region', { name: '2 figures differ from your venture’s facts' });
    await user.click(within(region).getByRole('button', { name: /^Use Fact: \$24\/customer\/month/ }));
    await findToast('Figure Updated', 'It now states your venture’s fact.', 'success');
    const next = await screen.findByRole('button', { name: /^Use Fact: Month 8/ });
    // Focus moves in an effect after the list changes.
    await waitFor(() => expect(next).toHaveFocus());

    await user.keyboard('{Enter}');
    await waitFor(() => expect(conflicts()).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: 'Your Pitch Deck' })).toHaveFocus();
  });

  it('are checked in the plan too, section by section', async () => {
    const plan = savedDocument(
      'business-plan',
      { idea: 'Ledger Loop: tax set-asides for freelancers' },
      {
        executiveSummary: 'Ledger Loop helps freelancers.',
        problemStatement: 'Taxes surprise them.',
        solutionOverview: 'Automatic set-asides.',
        targetMarket: 'Freelancers in Germany.',
        businessModel: 'The price is $19 a month, billed to each freelancer.',
        goToMarket: 'Communities.',
        competitiveAnalysis: 'Banks.',
        keyMilestones: ['Break even by Month 8'],
      },
    );
    serveWorkspace(fetch, { documents: [plan], facts });
    await renderToolScreen(<BusinessPlanView />);
    const region = await screen.findByRole('region', { name: '1 figure differs from your venture’s facts' });
    expect(
      within(region).getByRole('button', { name: 'Use Fact: $24/customer/month in Business Model' }),
    ).toBeEnabled();
  });

  it('show nothing in a venture without facts', async () => {
    serveWorkspace(fetch, { documents: [deck] });
    await renderToolScreen(<PitchDeckView />);
    await screen.findByRole('region', { name: 'Pitch deck' });
    expect(conflicts()).not.toBeInTheDocument();
  });
});

describe('the deck’s figures on screen', () => {
  const revenue = [
    modelFact('year1Revenue', 120_000),
    modelFact('year2Revenue', 480_000),
    modelFact('year3Revenue', 1_200_000),
  ];
  const deckSaying = (year1: string) =>
    savedDocument('pitch-deck', deckInputs, {
      slides: SLIDE_TITLES.map((title, index) => ({
        title,
        content: index === 9 ? `• Year 1 revenue: ${year1}\n• Raising a seed round` : `Slide ${index + 1}`,
        notes: 'Tell the story.',
      })),
    });
  const showFinancials = async () => {
    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Slides' })).getByRole('button', { name: /^Slide 10/ }),
    );
    return screen.getByRole('group', { name: 'Slide 10 of 10' });
  };

  it('draw the revenue chart while the slide’s words agree with the model, as the files do', async () => {
    serveWorkspace(fetch, { documents: [deckSaying('$120,000')], facts: revenue });
    await renderToolScreen(<PitchDeckView />);
    const slide = await showFinancials();
    // Labelled as drawn above the bars: compact (chart-labels.ts).
    expect(await within(slide).findByRole('img', { name: /^Revenue: Year 1 \$120K/ })).toBeInTheDocument();
  });

  it('leave the chart out once the words state another revenue, as the .pptx and the share page do', async () => {
    serveWorkspace(fetch, { documents: [deckSaying('$95,000')], facts: revenue });
    await renderToolScreen(<PitchDeckView />);
    await screen.findByRole('region', { name: '1 figure differs from your venture’s facts' });
    const slide = await showFinancials();
    expect(within(slide).queryByRole('img', { name: /^Revenue:/ })).not.toBeInTheDocument();
    expect(slide).toHaveTextContent('Year 1 revenue: $95,000');
  });

  it('are marked on the deck’s screen only: Present mode shows the audience plain lines', async () => {
    const marked = savedDocument('pitch-deck', deckInputs, {
      slides: SLIDE_TITLES.map((title, index) => ({
        title,
        content:
          index === 5 ? '• Subscription per freelancer: $690 a month\n• Break even by Month 8' : `Slide ${index + 1}`,
        notes: 'Tell the story.',
      })),
    });
    serveWorkspace(fetch, { documents: [marked], facts });
    const user = userEvent.setup();
    await renderToolScreen(<PitchDeckView />);
    await screen.findByRole('region', { name: '1 figure differs from your venture’s facts' });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Slides' })).getByRole('button', { name: /^Slide 6/ }),
    );
    const stage = screen.getByRole('group', { name: 'Slide 6 of 10' });
    expect((await within(stage).findByText('$690 a month')).tagName).toBe('MARK');
    expect(within(stage).getByText('Month 8').tagName).toBe('SPAN');

    await user.click(screen.getByRole('button', { name: 'Present' }));
    const presentation = await findDialog('Presentation');
    // Each line as written, wrapped where the slide's width says (never inside "$690 a month"): no
    // highlight, no underline, nothing focusable in it.
    const paragraph = (text: string) =>
      within(presentation).getByText(
        (_, element) => element?.hasAttribute('data-paragraph') === true && element.textContent === text,
      );
    for (const text of ['Subscription per freelancer: $690 a month', 'Break even by Month 8'])
      expect(paragraph(text).querySelector('mark, [tabindex], button')).toBeNull();
    expect(presentation.querySelector('mark')).toBeNull();
  });

  it('offer no Use Fact where the fact would put the markets out of order, and say why', async () => {
    const markets = savedDocument('pitch-deck', deckInputs, {
      slides: SLIDE_TITLES.map((title, index) => ({
        title,
        content: title === 'Market Opportunity' ? '• TAM: $135B\n• SAM: $40B\n• SOM: $2B' : `Slide ${index + 1}`,
        notes: 'Tell the story.',
      })),
    });
    const size = researchFact('marketSize', 34_400_000_000, 100_000_000, '$34.4 billion');
    serveWorkspace(fetch, { documents: [markets], facts: [size] });
    await renderToolScreen(<PitchDeckView />);
    const region = await screen.findByRole('region', { name: '1 figure differs from your venture’s facts' });
    expect(region).toHaveTextContent(
      'says “$135B”; your venture’s market size is $34.4 billion (From the market research, 22 Nov). Stated here, it would be smaller than the “$40B” serviceable available market (SAM) this part also states: edit the part so both agree.',
    );
    expect(within(region).queryByRole('button', { name: /^Use Fact/ })).not.toBeInTheDocument();
  });

  it('are checked once per saved deck, not again on every slide change', async () => {
    serveWorkspace(fetch, { documents: [deck], facts });
    const user = userEvent.setup();
    await renderToolScreen(<PitchDeckView />);
    await screen.findByRole('region', { name: '1 figure differs from your venture’s facts' });
    const checks = () => performance.getEntriesByName(CHECK_MEASURE).length;
    const before = checks();
    for (const slide of [2, 3, 4]) {
      await user.click(
        within(screen.getByRole('navigation', { name: 'Slides' })).getByRole('button', {
          name: new RegExp(`^Slide ${slide}`),
        }),
      );
      await screen.findByRole('group', { name: `Slide ${slide} of 10` });
    }
    expect(checks()).toBe(before);
  });
});
