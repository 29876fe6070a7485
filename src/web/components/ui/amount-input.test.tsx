// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AmountInput } from './amount-input';
import { Label } from './input';

/** The input as a form holds it: its text in state; `seen` keeps each text the form was given. */
function Amount({ seen = [] as string[], initial = '' }) {
  const [text, setText] = useState(initial);
  return (
    <>
      <Label htmlFor="amount">Starting cash</Label>
      <AmountInput
        id="amount"
        text={text}
        onText={(next) => {
          seen.push(next);
          setText(next);
        }}
        min={0}
        max={10_000_000}
        step={1}
      />
      <button type="button">Next</button>
    </>
  );
}

const field = () => screen.getByRole('spinbutton', { name: 'Starting cash' });

describe('AmountInput', () => {
  it('shows thousands separators while typing, read as its number', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Amount seen={seen} />);
    await user.type(field(), '500000');
    expect(field()).toHaveValue('500,000');
    expect(seen).toEqual(['5', '50', '500', '5,000', '50,000', '500,000']);
    expect(field()).toHaveAttribute('aria-valuenow', '500000');
  });

  it('keeps the caret after the digit it was after when a separator moves', async () => {
    const user = userEvent.setup();
    render(<Amount initial="5,000" />);
    const input = field() as HTMLInputElement;
    await user.click(input);
    // After the 5: typing 0 makes "50,000", the caret after the new 0.
    input.setSelectionRange(1, 1);
    await user.keyboard('0');
    expect(input).toHaveValue('50,000');
    expect(input.selectionStart).toBe(2);
    await user.keyboard('7');
    expect(input).toHaveValue('507,000');
  });

  it.each([
    ['€500,000', '500,000'],
    ['$1.2M', '1,200,000'],
    ['500k', '500,000'],
    ['USD 48 000', '48,000'],
  ])('takes a pasted %s as %s', async (pasted, shown) => {
    const user = userEvent.setup();
    render(<Amount />);
    await user.click(field());
    await user.paste(pasted);
    expect(field()).toHaveValue(shown);
  });

  it('reads a typed "500k" as 500,000 once focus moves on', async () => {
    const user = userEvent.setup();
    render(<Amount />);
    await user.type(field(), '500k');
    expect(field()).toHaveValue('500k');
    expect(field()).toHaveAttribute('aria-valuenow', '500000');
    await user.tab();
    expect(field()).toHaveValue('500,000');
  });

  it('steps with Arrow Up and Down, within its bounds', async () => {
    const user = userEvent.setup();
    render(<Amount initial="9,999" />);
    await user.click(field());
    await user.keyboard('{ArrowUp}');
    expect(field()).toHaveValue('10,000');
    await user.clear(field());
    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveValue('0');
  });
});
