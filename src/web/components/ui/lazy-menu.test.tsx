// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { startIdlePrefetch } from '@/web/lib/idle-prefetch';
import { LazyMenu } from './lazy-menu';

/** A loader of its own per test: LazyMenu remembers which menus' code has arrived. */
const freshLoader = () => vi.fn(() => import('../../../../tests/support/web/menu-fixture'));

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
    const first = await screen.findByRole('menuitem', { name: 'First' });
    // Focus moves in an effect after the menu shows: wait for it, as a screen reader would.
    await waitFor(() => expect(first).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Things' })).toHaveFocus();
  });

  it('takes the stand-in’s place once its code has arrived, and renders at once where it already had', async () => {
    const load = freshLoader();
    const user = userEvent.setup();
    const first = render(<LazyMenu load={load} trigger={<Button>Things</Button>} props={{}} />);
    await user.hover(screen.getByRole('button', { name: 'Things' }));
    // Radix marks its own trigger's state: the real menu is in place, closed.
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Things' })).toHaveAttribute('data-state', 'closed'),
    );
    await user.click(screen.getByRole('button', { name: 'Things' }));
    expect(await screen.findByRole('menuitem', { name: 'First' })).toBeInTheDocument();
    first.unmount();

    render(<LazyMenu load={load} trigger={<Button>Things</Button>} props={{}} />);
    expect(screen.getByRole('button', { name: 'Things' })).toHaveAttribute('data-state', 'closed');
  });

  // Last: the page-wide prefetch, once started, stays started for the tests after it.
  it('fetches its code when the page starts its idle prefetch, and the first press opens the real menu', async () => {
    const load = freshLoader();
    const user = userEvent.setup();
    render(<LazyMenu load={load} trigger={<Button>Things</Button>} props={{}} />);
    expect(load).not.toHaveBeenCalled();
    startIdlePrefetch();
    // One loader per idle moment: the earlier tests' loaders come first.
    await vi.waitFor(
      () => expect(screen.getByRole('button', { name: 'Things' })).toHaveAttribute('data-state', 'closed'),
      { timeout: 4000 },
    );
    expect(load).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Things' }));
    expect(await screen.findByRole('menuitem', { name: 'First' })).toBeInTheDocument();
  });
});
