import { describe, expect, it } from 'vitest';
import { ideas } from '../tools/ideas';
import { partialOf } from './partial-shape';

describe('partialOf', () => {
  it('keeps what fits the schema and drops what does not', () => {
    expect(
      partialOf(ideas.output, {
        ideas: [
          { name: 'A', revenueStreams: ['x', 3, 'y'], initialInvestment: 5, extra: true },
          'not an idea',
          { name: 'B' },
        ],
        other: 1,
      }),
    ).toEqual({ ideas: [{ name: 'A', revenueStreams: ['x', 'y'] }, { name: 'B' }] });
  });

  it('gives nothing for a value of the wrong kind', () => {
    expect(partialOf(ideas.output, 'text')).toBeUndefined();
    expect(partialOf(ideas.output, { ideas: 'text' })).toEqual({});
  });
});
