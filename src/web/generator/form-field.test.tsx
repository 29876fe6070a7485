// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldSpec } from '@/core/tools/fields';
import { ideasClient } from '@/core/tools/ideas/client';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/web/components/ui/tooltip';
import '../../../tests/support/web/jsdom-gaps';
import { FormField } from './form-field';

const industry: FieldSpec = {
  label: 'Industry',
  kind: 'text',
  placeholder: 'e.g. Fintech',
  help: 'The industry or sector you want to build a business in.',
  maxLength: 200,
};

/** The field as a form uses it: controlled. */
function Harness({ spec, initial = '' }: { spec: FieldSpec; initial?: string }) {
  const [value, setValue] = useState(initial);
  return <FormField name="field" spec={spec} value={value} onChange={setValue} />;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('FormField', () => {
  it('associates its label with the input', () => {
    render(<Harness spec={industry} />);
    const input = screen.getByRole('textbox', { name: 'Industry' });
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('placeholder', 'e.g. Fintech');
  });

  it('renders a multi-line field as a labelled textarea', () => {
    render(
      <Harness spec={{ label: 'Business Idea', kind: 'textarea', help: 'Describe the idea.', maxLength: 4000 }} />,
    );
    const area = screen.getByRole('textbox', { name: 'Business Idea' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('maxlength', '4000');
  });

  it('takes what is typed', async () => {
    const user = userEvent.setup();
    render(<Harness spec={industry} />);
    const input = screen.getByRole('textbox', { name: 'Industry' });
    await user.type(input, 'Fintech');
    expect(input).toHaveValue('Fintech');
  });

  it('has an info button named after its label', () => {
    render(<Harness spec={industry} />);
    const info = screen.getByRole('button', { name: 'About Industry' });
    expect(info).toHaveAttribute('type', 'button');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('has no info button when the field has no help', () => {
    render(<Harness spec={{ label: 'Industry', kind: 'text', maxLength: 200 }} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the help text in a tooltip on keyboard focus', async () => {
    const user = userEvent.setup();
    render(<Harness spec={industry} />);
    await user.tab(); // the info button comes before the input
    expect(screen.getByRole('button', { name: 'About Industry' })).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 1500 });
    expect(tooltip).toHaveTextContent('The industry or sector you want to build a business in.');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens the tooltip on hover only after 700 ms', async () => {
    // user-event waits on real timers between steps, so the pointer is moved with fireEvent here.
    vi.useFakeTimers();
    // Out of the skip delay of a tooltip an earlier test closed.
    vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS);
    render(<Harness spec={industry} />);

    fireEvent.pointerMove(screen.getByRole('button', { name: 'About Industry' }), { pointerType: 'mouse' });
    await act(() => vi.advanceTimersByTimeAsync(690));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(screen.getByRole('tooltip')).toHaveTextContent('The industry or sector you want to build a business in.');
  });

  it('opens the next tooltip at once within 300 ms of one closing, and after 700 ms once that has passed', async () => {
    vi.useFakeTimers();
    render(
      <>
        <FormField name="industry" spec={ideasClient.fields.industry} value="" onChange={() => undefined} />
        <FormField name="region" spec={ideasClient.fields.region} value="" onChange={() => undefined} />
      </>,
    );
    const [first, second] = [
      screen.getByRole('button', { name: 'About Industry' }),
      screen.getByRole('button', { name: 'About Region' }),
    ];
    fireEvent.pointerMove(first!, { pointerType: 'mouse' });
    await act(() => vi.advanceTimersByTimeAsync(TOOLTIP_DELAY_MS));
    expect(screen.getByRole('tooltip')).toHaveTextContent(ideasClient.fields.industry.help!);
    expect(first).toHaveAccessibleDescription(ideasClient.fields.industry.help!);

    // React derives pointer leave from pointerout.
    fireEvent.pointerOut(first!, { pointerType: 'mouse', relatedTarget: second });
    fireEvent.pointerMove(second!, { pointerType: 'mouse' });
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.getByRole('tooltip')).toHaveTextContent(ideasClient.fields.region.help!);

    fireEvent.pointerOut(second!, { pointerType: 'mouse', relatedTarget: document.body });
    await act(() => vi.advanceTimersByTimeAsync(TOOLTIP_SKIP_DELAY_MS + 200));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    fireEvent.pointerMove(first!, { pointerType: 'mouse' });
    await act(() => vi.advanceTimersByTimeAsync(TOOLTIP_DELAY_MS - 10));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('says nothing about length while far from the limit', () => {
    render(<Harness spec={industry} initial={'x'.repeat(150)} />);
    expect(screen.queryByText(/characters? left/)).not.toBeInTheDocument();
  });

  it('says how many characters are left near the limit, and links the note to the input', async () => {
    const user = userEvent.setup();
    render(<Harness spec={industry} />);
    const input = screen.getByRole('textbox', { name: 'Industry' });
    await user.click(input);
    await user.paste('x'.repeat(170));

    const note = screen.getByText('30 characters left');
    expect(input).toHaveAccessibleDescription('30 characters left');
    expect(note).toBeInTheDocument();

    await user.paste('x'.repeat(29));
    expect(screen.getByText('1 character left')).toBeInTheDocument();

    await user.paste('x');
    expect(screen.getByText('0 characters left')).toBeInTheDocument();
  });

  it('stops at the limit', async () => {
    const user = userEvent.setup();
    render(<Harness spec={industry} />);
    const input = screen.getByRole('textbox', { name: 'Industry' });
    expect(input).toHaveAttribute('maxlength', '200');
    await user.click(input);
    await user.paste('y'.repeat(250));
    expect(input).toHaveValue('y'.repeat(200));
  });

  it.each(['industry', 'targetMarket', 'region'] as const)(
    'the idea generator’s %s field takes at most 200 characters',
    (name) => {
      render(<FormField name={name} spec={ideasClient.fields[name]} value="" onChange={() => undefined} />);
      expect(screen.getByRole('textbox')).toHaveAttribute('maxlength', '200');
    },
  );
});
