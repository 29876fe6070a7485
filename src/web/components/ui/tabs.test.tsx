// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Sections() {
  return (
    <>
      <button type="button">Before</button>
      <Tabs defaultValue="summary">
        <TabsList aria-label="Plan sections">
          <TabsTrigger value="summary">Summary</TabsTrigger>
          <TabsTrigger value="market">Market</TabsTrigger>
          <TabsTrigger value="team">Team</TabsTrigger>
        </TabsList>
        <TabsContent value="summary">The summary</TabsContent>
        <TabsContent value="market">The market</TabsContent>
        <TabsContent value="team">The team</TabsContent>
      </Tabs>
    </>
  );
}

describe('Tabs', () => {
  it('shows the first tab, names its panel by its tab and renders no other panel', () => {
    render(<Sections />);
    expect(screen.getByRole('tablist', { name: 'Plan sections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Summary' })).toHaveTextContent('The summary');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.queryByText('The market')).not.toBeInTheDocument();
  });

  it('is one tab stop, and the arrows, Home and End move between tabs and show each', async () => {
    const user = userEvent.setup();
    render(<Sections />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Market' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Market' })).toHaveTextContent('The market');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Team' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel', { name: 'Summary' })).toBeInTheDocument();
    // Tab leaves the list for the panel: the other tabs are no tab stops.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Summary' })).toHaveFocus();
  });

  it('shows a tab on a click', async () => {
    const user = userEvent.setup();
    render(<Sections />);
    await user.click(screen.getByRole('tab', { name: 'Team' }));
    expect(screen.getByRole('tabpanel', { name: 'Team' })).toHaveTextContent('The team');
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveAttribute('tabindex', '-1');
  });
});
