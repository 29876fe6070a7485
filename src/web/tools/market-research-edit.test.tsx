// @vitest-environment jsdom
/** Editing the research in place (docs/product.md §11): texts, trends, segments, competitors, SWOT quadrants. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allowSlowScreens, findToast, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import '../../../tests/support/web/jsdom-gaps';
import { renderToolScreen, savedDocument, serveWorkspace } from '../../../tests/support/web/workspace-fetch';
import { editedResults, itemFields } from '../../../tests/support/web/editing';
import MarketResearchView from './market-research-view';

allowSlowScreens();
const fetch = stubFetchPerTest();

const research = {
  industryOverview: 'Meal kits are a maturing market after the pandemic boom.',
  marketSize: 'About $20 billion worldwide in 2024.',
  trends: ['Fewer discounts', 'Ready-to-heat meals', 'Local sourcing'],
  customerSegments: [
    { segment: 'Busy parents', characteristics: 'Two children, both working.', painPoints: 'No time to plan.' },
  ],
  competitors: [
    { name: 'HelloFresh', strengths: ['Scale', 'Brand'], weaknesses: ['Churn'] },
    { name: 'Gousto', strengths: ['Choice'], weaknesses: ['UK only'] },
  ],
  swot: {
    strengths: ['Local farms'],
    weaknesses: ['No brand yet'],
    opportunities: ['School partnerships'],
    threats: ['Food inflation'],
  },
};

async function opened(tab?: string) {
  serveWorkspace(fetch, { documents: [savedDocument('market-research', { niche: 'Meal kits' }, research)] });
  const user = userEvent.setup();
  await renderToolScreen(<MarketResearchView />);
  await screen.findByRole('heading', { name: 'Market Research Report' });
  if (tab) await user.click(screen.getByRole('tab', { name: tab }));
  return user;
}

const editButton = (name: string) => screen.getByRole('button', { name: `Edit ${name}` });
const saved = () => findToast('Changes Saved', 'Your changes have been saved.', 'success');

describe('editing the research in place', () => {
  it('edits the overview and the market size, each on its own', async () => {
    const user = await opened();
    await user.click(editButton('Market Size'));
    const field = await screen.findByRole('textbox', { name: 'Market Size' });
    await user.clear(field);
    await user.paste('About $21 billion in 2025.');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await saved();
    expect(editButton('Market Size')).toHaveFocus();
    expect(editedResults(fetch)).toEqual([
      { version: 1, result: { ...research, marketSize: 'About $21 billion in 2025.' } },
    ]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('About $21 billion in 2025.');
    expect(editButton('Industry Overview')).toBeInTheDocument();
  });

  it('edits the trends as a list', async () => {
    const user = await opened('Trends');
    await user.click(editButton('Market Trends'));
    await screen.findByRole('group', { name: 'Market Trends' });
    expect(itemFields('Trend')).toEqual(research.trends);
    await user.click(screen.getByRole('button', { name: 'Remove Trend 1' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await saved();
    expect(editedResults(fetch)).toEqual([{ version: 1, result: { ...research, trends: research.trends.slice(1) } }]);
  });

  it('edits a segment’s three fields, and refuses an empty segment name beside it', async () => {
    const user = await opened('Customers');
    await user.click(editButton('Segment: Busy parents'));
    const form = await screen.findByRole('form', { name: 'Edit Segment: Busy parents' });
    const name = within(form).getByRole('textbox', { name: 'Segment' });
    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(name).toHaveAccessibleDescription('Segment cannot be empty.');
    expect(name).toHaveFocus();
    await user.type(name, 'Working parents');
    expect(name).not.toHaveAccessibleDescription();
    await user.type(within(form).getByRole('textbox', { name: 'Pain Points' }), ' Or to shop.');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await saved();
    expect(editedResults(fetch)).toEqual([
      {
        version: 1,
        result: {
          ...research,
          customerSegments: [
            {
              segment: 'Working parents',
              characteristics: 'Two children, both working.',
              painPoints: 'No time to plan. Or to shop.',
            },
          ],
        },
      },
    ]);
    expect(editButton('Segment: Working parents')).toHaveFocus();
  });

  it('edits a competitor’s name, strengths and weaknesses; Escape on another leaves it as it was', async () => {
    const user = await opened('Competitors');
    await user.click(editButton('Competitor: Gousto'));
    await screen.findByRole('form', { name: 'Edit Competitor: Gousto' });
    await user.keyboard(' Ltd');
    await user.keyboard('{Escape}');
    expect(editButton('Competitor: Gousto')).toHaveFocus();

    await user.click(editButton('Competitor: HelloFresh'));
    const form = await screen.findByRole('form', { name: 'Edit Competitor: HelloFresh' });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveFocus());
    expect(within(form).getByRole('group', { name: 'Strengths' })).toBeInTheDocument();
    expect(itemFields('Strength')).toEqual(['Scale', 'Brand']);
    await user.click(within(form).getByRole('button', { name: 'Move Strength 2 Up' }));
    await user.click(within(form).getByRole('button', { name: 'Add Weakness' }));
    await user.keyboard('Price');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await saved();
    expect(editedResults(fetch)).toEqual([
      {
        version: 1,
        result: {
          ...research,
          competitors: [
            { name: 'HelloFresh', strengths: ['Brand', 'Scale'], weaknesses: ['Churn', 'Price'] },
            research.competitors[1],
          ],
        },
      },
    ]);
    const card = screen.getByRole('group', { name: 'HelloFresh' });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Brand', 'Scale', 'Churn', 'Price']);
  });

  it('edits one SWOT quadrant as a list', async () => {
    const user = await opened('SWOT');
    await user.click(editButton('SWOT: Opportunities'));
    await screen.findByRole('form', { name: 'Edit SWOT: Opportunities' });
    await user.click(screen.getByRole('button', { name: 'Add Opportunity' }));
    await user.keyboard('Office lunches');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await saved();
    expect(editedResults(fetch)).toEqual([
      {
        version: 1,
        result: { ...research, swot: { ...research.swot, opportunities: ['School partnerships', 'Office lunches'] } },
      },
    ]);
    expect(editButton('SWOT: Opportunities')).toHaveFocus();
  });
});
