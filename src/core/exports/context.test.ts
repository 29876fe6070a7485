import { describe, expect, it } from 'vitest';
import { coverDate, documentProperties, finishedDocument, pageLabel, todayIso } from './context';
import type { DocumentSpec } from './spec';

const spec: DocumentSpec = { kind: 'document', title: 'Business Plan', blocks: [{ kind: 'heading', text: 'One' }] };

describe('a finished document', () => {
  it('dates its cover as the app writes dates, on the day given whatever the time zone', () => {
    expect(coverDate('2026-11-25')).toBe('25 Nov 2026');
    expect(coverDate('2027-01-01')).toBe('1 Jan 2027');
    expect(todayIso(new Date('2026-02-28T23:59:59Z'))).toBe('2026-02-28');
  });

  it('labels pages "Page N of M"', () => {
    expect(pageLabel(2, 7)).toBe('Page 2 of 7');
  });

  it('names the venture in its properties, or the app when it knows none', () => {
    expect(documentProperties('Market Research', 'Harvest Table')).toEqual({
      title: 'Harvest Table — Market Research',
      subject: 'Market Research for Harvest Table',
      author: 'Harvest Table',
    });
    expect(documentProperties('Market Research', undefined)).toEqual({
      title: 'Market Research',
      subject: 'Market Research',
      author: 'Venturekit',
    });
  });

  it('adds a cover, properties and, when asked, contents, and keeps the blocks as they were', () => {
    const finished = finishedDocument(spec, { venture: 'Harvest Table', date: '2026-11-25' }, { toc: true });
    expect(finished.cover).toEqual({ venture: 'Harvest Table', date: '25 Nov 2026' });
    expect(finished.toc).toBe(true);
    expect(finished.properties?.author).toBe('Harvest Table');
    expect(finished.blocks).toBe(spec.blocks);
    const anonymous = finishedDocument(spec, { date: '2026-11-25' });
    expect(anonymous.cover).toEqual({ date: '25 Nov 2026' });
    expect(anonymous.toc).toBe(false);
  });
});
