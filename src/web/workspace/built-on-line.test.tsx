// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BuiltOnLine } from './built-on-line';
import { builtOnText, outOfDateText } from './texts';

describe('the Built on line', () => {
  it('names each source with its day, in order', () => {
    render(
      <BuiltOnLine
        sources={[
          { tool: 'market-research', documentId: 'r', savedAt: '2026-11-22T10:00:00Z' },
          { tool: 'financials', documentId: 'm', savedAt: '2026-11-22T12:00:00Z' },
        ]}
      />,
    );
    expect(screen.getByText('Built on: Market research (22 Nov), Financial model (22 Nov)')).toBeInTheDocument();
  });

  it('says nothing for a result built from the form alone', () => {
    expect(builtOnText([])).toBeNull();
    const { container } = render(<BuiltOnLine sources={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says which sources changed since, and offers to regenerate', async () => {
    const regenerate = vi.fn();
    render(
      <BuiltOnLine
        sources={[
          { tool: 'business-plan', documentId: 'p', savedAt: '2026-11-22T10:00:00Z' },
          { tool: 'financials', documentId: 'm', savedAt: '2026-11-22T12:00:00Z' },
        ]}
        changed={['business-plan', 'financials']}
        onRegenerate={regenerate}
      />,
    );
    expect(
      screen.getByText('Out of date: the business plan and the financial model changed since this was made.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(regenerate).toHaveBeenCalledTimes(1);
    expect(outOfDateText([])).toBeNull();
  });
});
