// @vitest-environment jsdom
/**
 * Where focus goes when a dialog closes (docs/product.md §4): back to what opened it, or, when
 * nothing did or it is gone, to the page's main region, never to <body>.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../../../../tests/support/web/jsdom-gaps';
import { Button } from './button';
import { Dialog } from './dialog';

function Page({ openAtFirst = false, openerStays = true }: { openAtFirst?: boolean; openerStays?: boolean }) {
  const [open, setOpen] = useState(openAtFirst);
  const [opener, setOpener] = useState(true);
  return (
    <main tabIndex={-1} aria-label="Screen">
      {opener && <Button onClick={() => setOpen(true)}>Ask</Button>}
      <Dialog open={open} onOpenChange={setOpen} title="A question">
        <Button
          onClick={() => {
            if (!openerStays) setOpener(false);
            setOpen(false);
          }}
        >
          Answer
        </Button>
      </Dialog>
    </main>
  );
}

describe('Dialog', () => {
  it('gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await screen.findByRole('dialog', { name: 'A question' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ask' })).toHaveFocus());
  });

  it('opened with nothing focused (on arrival), gives focus to the main region on close', async () => {
    const user = userEvent.setup();
    render(<Page openAtFirst />);
    await screen.findByRole('dialog', { name: 'A question' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('main', { name: 'Screen' })).toHaveFocus());
  });

  it('whose opener is gone when it closes, gives focus to the main region', async () => {
    const user = userEvent.setup();
    render(<Page openerStays={false} />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.click(await screen.findByRole('button', { name: 'Answer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('main', { name: 'Screen' })).toHaveFocus());
  });
});
