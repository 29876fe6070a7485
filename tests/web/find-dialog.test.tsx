// @vitest-environment jsdom
/**
 * findDialog (tests/support/web/screen-test.ts) waits for a dialog to take a pointer, as a modal
 * Radix layer does one render after it mounts. Without the wait, a dialog asked on arrival was found
 * in that moment on a loaded machine and its Cancel refused (tests/web/dialog-focus.test.tsx).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { findDialog } from '../support/web/screen-test';

/** A page whose pointer events are off, and a dialog that turns its own back on a moment after it shows. */
function ArrivingQuestion({ onCancel, ready }: { onCancel: () => void; ready: Promise<void> }) {
  const [pointer, setPointer] = useState<'none' | 'auto'>('none');
  useEffect(() => {
    void ready.then(() => setPointer('auto'));
  }, [ready]);
  return (
    <div style={{ pointerEvents: 'none' }}>
      <div
        role="dialog"
        aria-label="Regenerate this result?"
        style={pointer === 'auto' ? { pointerEvents: 'auto' } : {}}
      >
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}

describe('findDialog', () => {
  it('gives the dialog once it takes a pointer, where a press before would be refused', async () => {
    let turnOn = () => {};
    const ready = new Promise<void>((resolve) => (turnOn = resolve));
    const onCancel = vi.fn();
    render(<ArrivingQuestion onCancel={onCancel} ready={ready} />);
    const user = userEvent.setup();

    const early = screen.getByRole('dialog', { name: 'Regenerate this result?' });
    await expect(user.click(screen.getByRole('button', { name: 'Cancel' }))).rejects.toThrow(/pointer-events: none/);

    // Turned on after the dialog is in the page: a findDialog that did not wait would give it first.
    setTimeout(turnOn, 50);
    const dialog = await findDialog('Regenerate this result?');
    expect(dialog).toBe(early);
    expect(getComputedStyle(dialog).pointerEvents).toBe('auto');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
