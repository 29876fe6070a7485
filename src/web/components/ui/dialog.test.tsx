// @vitest-environment jsdom
/**
 * Where focus goes when a dialog's opener is gone by the time it closes (an action of the dialog
 * removed it): the page's main region, never <body>. Focus back to an opener that stays, and a
 * dialog with none (asked on arrival), are checked screen by screen in tests/web/dialog-focus.test.tsx.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../../../../tests/support/web/jsdom-gaps';
import { Button } from './button';
import { Dialog } from './dialog';

/** A button that opens a dialog whose Remove takes the button away. */
function RemovableRow() {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(true);
  return (
    <main tabIndex={-1} aria-label="Screen">
      {shown && <Button onClick={() => setOpen(true)}>Remove Row</Button>}
      <Dialog open={open} onOpenChange={setOpen} title="Remove this row?">
        <Button
          onClick={() => {
            setShown(false);
            setOpen(false);
          }}
        >
          Remove
        </Button>
      </Dialog>
    </main>
  );
}

describe('Dialog', () => {
  it('whose opener is gone when it closes, gives focus to the main region', async () => {
    const user = userEvent.setup();
    render(<RemovableRow />);
    await user.click(screen.getByRole('button', { name: 'Remove Row' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Remove Row' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main', { name: 'Screen' })).toHaveFocus());
  });
});
