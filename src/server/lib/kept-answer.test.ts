import { describe, expect, it } from 'vitest';
import { acceptWeight } from './kept-answer';

describe('Accept-Encoding weights', () => {
  it('give a coding its own weight, else the weight of *, else 0', () => {
    expect(acceptWeight('gzip, deflate, br, zstd', 'gzip')).toBe(1);
    expect(acceptWeight('br;q=1.0, gzip;q=0.8', 'gzip')).toBe(0.8);
    expect(acceptWeight('*', 'br')).toBe(1);
    expect(acceptWeight('br', 'gzip')).toBe(0);
    expect(acceptWeight('gzip;q=0, *', 'gzip')).toBe(0);
    expect(acceptWeight('x-gzip', 'gzip')).toBe(1);
    expect(acceptWeight(undefined, 'gzip')).toBe(0);
  });
});
