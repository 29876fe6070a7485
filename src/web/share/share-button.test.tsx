// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../tests/support/web/sse-fetch';
import { findDialog, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import { ShareButton } from './share-button';
import { shareLink as link } from '../../../tests/support/web/share-link';

const fetch = stubFetchPerTest();

describe('Share', () => {
  it('is not offered before the result is saved', () => {
    render(<ShareButton documentId={undefined} />);
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('makes a link with a label, expiry and passcode, shows it once, and lists it', async () => {
    fetch.on('/api/documents/deck-1/share-links', (call) =>
      call.method === 'POST'
        ? jsonResponse(201, { link: link({ hasPasscode: true }), token: 'AbCdToken', path: '/s/AbCdToken' })(call)
        : jsonResponse(200, { links: [] })(call),
    );
    const user = userEvent.setup();
    render(<ShareButton documentId="deck-1" />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await findDialog('Share');
    expect(await within(dialog).findByText('No links yet.')).toBeInTheDocument();
    // The page shows the venture's figures as they are when it is opened: the dialog says so.
    expect(
      within(dialog).getByText(
        'The link shows the result and the venture’s figures as they are when it is opened: your later edits, a new model or a pinned fact appear on it too.',
      ),
    ).toBeInTheDocument();
    const passcode = within(dialog).getByLabelText('Passcode (optional)');
    expect(passcode).toHaveAccessibleDescription('At least 6 characters. Viewers must enter it to open the link.');
    expect(passcode).toHaveAttribute('minlength', '6');
    await user.type(within(dialog).getByLabelText('Label (optional)'), 'Seed investors');
    await user.type(within(dialog).getByLabelText('Expires on (optional)'), '2099-12-31');
    await user.type(within(dialog).getByLabelText('Passcode (optional)'), 'harvest');
    await user.click(within(dialog).getByRole('button', { name: 'Create Link' }));

    const created = await within(dialog).findByLabelText('New link');
    expect(created).toHaveValue(`${window.location.origin}/s/AbCdToken`);
    expect(created).toHaveFocus();
    const sent = fetch.callsTo('/api/documents/deck-1/share-links').find((call) => call.method === 'POST');
    expect(sent?.body).toMatchObject({ label: 'Seed investors', passcode: 'harvest' });
    expect((sent?.body as { expiresAt: string }).expiresAt).toMatch(/^2099-12-3[01]T/);
    const item = within(dialog).getByRole('listitem', { name: 'Seed investors' });
    expect(within(item).getByText(/Active/)).toHaveTextContent('Passcode');
  });

  it('revokes a link and shows its analytics: views, unique viewers and time per slide', async () => {
    fetch.on('/api/documents/deck-1/share-links', jsonResponse(200, { links: [link()] }));
    fetch.on(
      '/api/share-links/link-1',
      jsonResponse(200, link({ status: 'revoked', revokedAt: '2026-11-24T11:00:00Z' })),
    );
    fetch.on(
      '/api/share-links/link-1/analytics',
      jsonResponse(200, {
        views: 3,
        uniqueViewers: 2,
        slides: [
          { index: 0, title: 'Harvest Table', seconds: 42 },
          { index: 1, title: 'Problem', seconds: 0 },
        ],
      }),
    );
    const user = userEvent.setup();
    render(<ShareButton documentId="deck-1" />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const item = await screen.findByRole('listitem', { name: 'Seed investors' });
    await user.click(within(item).getByRole('button', { name: 'Analytics' }));
    expect(await within(item).findByText('3 views · 2 unique viewers')).toBeInTheDocument();
    expect(within(item).getByRole('figure', { name: 'Time on each slide' })).toHaveTextContent('1. Harvest Table42 s');

    await user.click(within(item).getByRole('button', { name: 'Revoke' }));
    expect(await within(item).findByText(/Revoked/)).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
    expect(fetch.callsTo('/api/share-links/link-1').map((call) => call.method)).toEqual(['DELETE']);
    // Focus stays in the link's row, not lost with the button.
    expect(item).toContainElement(document.activeElement as HTMLElement);
  });
});
