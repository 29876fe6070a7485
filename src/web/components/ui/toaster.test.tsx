// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast, Toaster } from './toaster';

// Module state is per test file: sonner is not loaded when this file starts.
describe('Toaster', () => {
  it('loads sonner on the first key or pointer press, not with the page', async () => {
    vi.useFakeTimers();
    const { unmount } = render(<Toaster />);
    // Every timer the page set has run (a deferred preload would have started) and every import it
    // started has arrived and been rendered: a load not caused by the founder would show by now.
    await act(async () => {
      await vi.runAllTimersAsync();
      await vi.dynamicImportSettled();
    });
    vi.useRealTimers();
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{Shift}');
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    unmount();
  });

  it('shows a toast raised before sonner arrived, with its description', async () => {
    render(<Toaster />);
    toast.error('Missing Information', { description: 'Please fill in all fields.' });
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all fields.')).toBeInTheDocument();
  });
});
