// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { LazyMenu } from './lazy-menu';

/** A loader of its own per test: LazyMenu remembers which menus' code has arrived. */
const freshLoader = () => vi.fn(() => import('@/web/test-support/menu-fixture'));

describe('LazyMenu', () => {
  it('stands in as a closed menu button and loads nothing until the founder reaches for it', async () => {
    const load = freshLoader();
    const user = userEvent.setup();
    render(<LazyMenu load={load} trigger={<Button>Things</Button>} props={{}} />);
    const trigger = screen.getByRole('button', { name: 'Things' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(load).not.toHaveBeenCalled();

    await user.hover(trigger);
    expect(load).toHaveBeenCalledOnce();
  });

  it('opens on a press that came before its code arrived', async () => {
    const user = userEvent.setup();
    render(<LazyMenu load={freshLoader()} trigger={<Button>Things</Button>} props={{}} />);
    await user.click(screen.getByRole('button', { name: 'Things' }));
    expect(await screen.findByRole('menuitem', { name: 'First' })).toBeInTheDocument();
  });

  it('keeps keyboard focus on the trigger while its code arrives, then opens with Enter and returns focus on Escape', async () => {
    const user = userEvent.setup();
    render(<LazyMenu load={freshLoader()} trigger={<Button>Things</Button>} props={{}} />);
    await user.tab();
    // The real trigger (Radix marks its state) replaces the stand-in, and focus stays.
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Things' })).toHaveAttribute('data-state', 'closed'),
    );
    expect(screen.getByRole('button', { name: 'Things' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'First' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Things' })).toHaveFocus();
  });

  it('renders the menu at once where its code has already arrived', async () => {
    const load = freshLoader();
    const user = userEvent.setup();
    const first = render(<LazyMenu load={load} trigger={<Button>Things</Button>} props={{}} />);
    await user.click(screen.getByRole('button', { name: 'Things' }));
    await screen.findByRole('menu');
    first.unmount();

    render(<LazyMenu load={load} trigger={<Button>Things</Button>} props={{}} />);
    expect(screen.getByRole('button', { name: 'Things' })).toHaveAttribute('data-state', 'closed');
  });
});
