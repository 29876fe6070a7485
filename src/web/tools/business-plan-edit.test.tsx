// @vitest-environment jsdom
/** Editing the plan in place (docs/product.md §11): each section's text, the milestones as a list. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allowSlowScreens, findToast, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import '../../../tests/support/web/jsdom-gaps';
import { renderToolScreen, savedDocument, serveWorkspace } from '../../../tests/support/web/workspace-fetch';
import { editedResults, itemFields } from '../../../tests/support/web/editing';
import BusinessPlanView from './business-plan-view';

allowSlowScreens();
const fetch = stubFetchPerTest();

const plan = {
  executiveSummary: 'LedgerLoop helps freelancers in Germany set money aside for tax, automatically.',
  problemStatement: 'Freelancers are surprised by tax bills they did not save for.',
  solutionOverview: 'An app that moves a share of every client payment into a tax pot.',
  targetMarket: 'About two million freelancers in Germany.',
  businessModel: 'A subscription at 12 euros a month.',
  goToMarket: 'Partnerships with tax advisers.',
  competitiveAnalysis: 'Banks are generic and accounting suites are complex.',
  keyMilestones: ['Month 3: pilot with 20 freelancers', 'Month 6: public launch', 'Month 12: 1,000 customers'],
};

async function opened() {
  serveWorkspace(fetch, { documents: [savedDocument('business-plan', { idea: 'LedgerLoop' }, plan)] });
  const user = userEvent.setup();
  await renderToolScreen(<BusinessPlanView />);
  await screen.findByRole('heading', { name: 'Your Business Plan' });
  return user;
}

const editButton = (name: string) => screen.getByRole('button', { name: `Edit ${name}` });

describe('editing the plan in place', () => {
  it('edits a section: its fields, Save Changes saves that section and nothing else, focus back on Edit', async () => {
    const user = await opened();
    await user.click(editButton('Executive Summary'));
    const form = await screen.findByRole('form', { name: 'Edit Executive Summary' });
    const field = within(form).getByRole('textbox', { name: 'Executive Summary' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue(plan.executiveSummary);
    await user.clear(field);
    await user.paste('LedgerLoop: tax set-asides, done for you.');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    await findToast('Changes Saved', 'Your changes have been saved.', 'success');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('LedgerLoop: tax set-asides, done for you.');
    expect(editButton('Executive Summary')).toHaveFocus();
    expect(editedResults(fetch)).toEqual([
      { version: 1, result: { ...plan, executiveSummary: 'LedgerLoop: tax set-asides, done for you.' } },
    ]);
  });

  it('Cancel and Escape leave the section as it was, save nothing, and give focus back to Edit', async () => {
    const user = await opened();
    await user.click(editButton('Executive Summary'));
    await user.type(await screen.findByRole('textbox', { name: 'Executive Summary' }), ' Changed.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(editButton('Executive Summary')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent(plan.executiveSummary);

    await user.keyboard('{Enter}');
    await user.type(await screen.findByRole('textbox', { name: 'Executive Summary' }), ' Changed again.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(editButton('Executive Summary')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).not.toHaveTextContent('Changed');
    expect(editedResults(fetch)).toEqual([]);
  });

  it('refuses an empty section, with the reason beside the field, and saves nothing', async () => {
    const user = await opened();
    await user.click(screen.getByRole('tab', { name: 'Problem' }));
    await user.click(editButton('Problem Statement'));
    const field = await screen.findByRole('textbox', { name: 'Problem Statement' });
    await user.clear(field);
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('Problem Statement cannot be empty.');
    expect(field).toHaveFocus();
    expect(screen.getByRole('form', { name: 'Edit Problem Statement' })).toBeInTheDocument();
    expect(editedResults(fetch)).toEqual([]);
  });

  it('edits the milestones as a list: add, remove and reorder by keyboard', async () => {
    const user = await opened();
    await user.click(screen.getByRole('tab', { name: 'Milestones' }));
    await user.click(editButton('Key Milestones'));
    await screen.findByRole('group', { name: 'Key Milestones' });
    expect(itemFields('Milestone')).toEqual(plan.keyMilestones);

    // Move the third up with the keyboard: the button, then Alt+ArrowUp in its field.
    screen.getByRole('button', { name: 'Move Milestone 3 Up' }).focus();
    await user.keyboard('{Enter}');
    expect(itemFields('Milestone')).toEqual([plan.keyMilestones[0], plan.keyMilestones[2], plan.keyMilestones[1]]);
    expect(screen.getByRole('button', { name: 'Move Milestone 2 Up' })).toHaveFocus();
    screen.getByRole('textbox', { name: 'Milestone 2' }).focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(itemFields('Milestone')).toEqual([plan.keyMilestones[2], plan.keyMilestones[0], plan.keyMilestones[1]]);
    expect(screen.getByRole('textbox', { name: 'Milestone 1' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Move Milestone 1 Up' })).toBeDisabled();

    // Remove the second: focus goes to the item now in its place.
    screen.getByRole('button', { name: 'Remove Milestone 2' }).focus();
    await user.keyboard('{Enter}');
    expect(itemFields('Milestone')).toEqual([plan.keyMilestones[2], plan.keyMilestones[1]]);
    expect(screen.getByRole('textbox', { name: 'Milestone 2' })).toHaveFocus();

    // Add one: focus in the new field; typed, then saved.
    screen.getByRole('button', { name: 'Add Milestone' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Milestone 3' })).toHaveFocus();
    await user.keyboard('Month 18: Austria');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await findToast('Changes Saved', 'Your changes have been saved.', 'success');
    const milestones = [plan.keyMilestones[2], plan.keyMilestones[1], 'Month 18: Austria'];
    expect(editedResults(fetch)).toEqual([{ version: 1, result: { ...plan, keyMilestones: milestones } }]);
    expect(
      within(screen.getByRole('tabpanel'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(milestones);
    expect(editButton('Key Milestones')).toHaveFocus();
  });

  it('refuses an empty milestone beside its field', async () => {
    const user = await opened();
    await user.click(screen.getByRole('tab', { name: 'Milestones' }));
    await user.click(editButton('Key Milestones'));
    await user.click(await screen.findByRole('button', { name: 'Add Milestone' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const empty = screen.getByRole('textbox', { name: 'Milestone 4' });
    expect(empty).toHaveAccessibleDescription('Milestone 4 cannot be empty.');
    expect(empty).toHaveFocus();
    expect(editedResults(fetch)).toEqual([]);
  });

  it('keeps one part open at a time: an unchanged one closes, a changed one stays and says so', async () => {
    const user = await opened();
    await user.click(editButton('Executive Summary'));
    await screen.findByRole('form', { name: 'Edit Executive Summary' });
    await user.click(screen.getByRole('tab', { name: 'Problem' }));
    await user.click(editButton('Problem Statement'));
    await screen.findByRole('form', { name: 'Edit Problem Statement' });
    await user.type(screen.getByRole('textbox', { name: 'Problem Statement' }), ' More.');

    // The summary closed (unchanged); the changed problem statement stays open when Solution asks.
    await user.click(screen.getByRole('tab', { name: 'Summary' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await user.click(editButton('Executive Summary'));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Save or cancel your changes to Problem Statement first.',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    // Its draft is kept while its tab was away.
    await user.click(screen.getByRole('tab', { name: 'Problem' }));
    expect(screen.getByRole('textbox', { name: 'Problem Statement' })).toHaveValue(`${plan.problemStatement} More.`);
  });
});
