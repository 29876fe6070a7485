import { describe, expect, it } from 'vitest';
import { GENERAL, SECTORS, sectorOf, type SectorId } from './sectors';

const idOf = (text: string) => sectorOf(text).id;

describe('the sector catalogue', () => {
  it('holds each industry once, with at least twelve besides the general one', () => {
    expect(SECTORS.length).toBeGreaterThanOrEqual(12);
    const ids = [...SECTORS.map((sector) => sector.id), GENERAL.id];
    expect(new Set(ids).size).toBe(ids.length);
    const labels = [...SECTORS, GENERAL].map((sector) => sector.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('gives labels and customers that read mid-sentence: lower case, no label inside another', () => {
    for (const sector of [...SECTORS, GENERAL]) {
      expect(sector.label).toBe(sector.label.toLowerCase());
      expect(sector.customers).toBe(sector.customers.toLowerCase());
      for (const other of [...SECTORS, GENERAL])
        if (other !== sector) expect(other.label.includes(sector.label)).toBe(false);
    }
  });

  it('lists no keyword twice', () => {
    const keywords = SECTORS.flatMap((sector) => sector.keywords);
    expect(keywords.filter((keyword, index) => keywords.indexOf(keyword) !== index)).toEqual([]);
    for (const keyword of keywords) expect(keyword).toMatch(/^[a-zé][a-zé -]*\$?$/);
  });
});

describe('sectorOf', () => {
  it.each([
    ['Pet care', 'pets'],
    ['pet care', 'pets'],
    ['dog walking app', 'pets'],
    ['mobile dog grooming', 'pets'],
    ['a pet health app', 'pets'],
    ['cat sitting for busy owners', 'pets'],
    ['artisan bakery', 'food'],
    ['vegan bakery', 'food'],
    ['healthy meals for students', 'food'],
    ['an online clinic for patients with back pain', 'health'],
    ['home-care nurses for the elderly', 'health'],
    ['invoicing for freelancers', 'fintech'],
    ['language tutoring', 'education'],
    ['sustainable fashion resale', 'retail'],
    ['boutique hotels in Porto', 'travel'],
    ['hospitality staffing', 'travel'],
    ['rental property management', 'real-estate'],
    ['solar panels for homeowners', 'climate'],
    ['last-mile delivery by cargo bike', 'logistics'],
    ['podcast production studio', 'creative'],
    ['AI analytics platform', 'software'],
    ['handmade candles', 'general'],
  ] satisfies [string, SectorId][])('reads "%s" as %s', (text, id) => {
    expect(idOf(text)).toBe(id);
  });

  it('matches on word boundaries: "scared" is not "care", "aim" is not "ai", "cat" is not in "education"', () => {
    expect(idOf('a game for scared children')).not.toBe('health');
    expect(idOf('we aim to help')).toBe('general');
    expect(idOf('education')).toBe('education');
    expect(idOf('catering')).toBe('food');
    expect(idOf('for example, eventually')).toBe('general');
    expect(idOf('a hospitality group')).toBe('travel');
  });

  it('never reads pets or baking as health or finance', () => {
    for (const text of ['Pet care', 'dog walking', 'mobile dog grooming', 'artisan bakery', 'vegan bakery', 'bakery'])
      expect(['health', 'fintech']).not.toContain(idOf(text));
  });
});
