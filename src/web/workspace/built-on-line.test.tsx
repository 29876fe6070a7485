// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuiltOnLine, builtOnText } from './built-on-line';

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
});
