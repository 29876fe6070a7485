// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toast, Toaster } from './toaster';

// Module state is per test file: sonner is not loaded when this file starts.
describe('Toaster', () => {
  it('loads sonner on the first key or pointer press, not with the page', async () => {
    const { unmount } = render(<Toaster />);
    // Long enough for a lazy import to resolve, had one started.
    await new Promise((resolve) => setTimeout(resolve, 200));
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
