// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import NotFoundPage from './not-found';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home stub</p> },
      { path: '*', element: <NotFoundPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('NotFoundPage', () => {
  it('shows 404, the message and a link home inside main', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/no-such-page');
    const main = screen.getByRole('main');
    expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: '404' }));
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('logs the unknown path', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/idea-generator');
    expect(error).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', '/idea-generator');
  });

  it('goes home from Return to Home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = renderAt('/nowhere');
    await userEvent.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Home stub')).toBeInTheDocument();
  });
});
