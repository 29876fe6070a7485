/** Rewrite with AI and Regenerate Slide on one slide of a deck (docs/product.md §11). */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PitchDeckResult } from '@/core/tools/pitch-deck/schema';
import { browser } from '../support/server/browser';
import { parseEvents } from '../support/server/sse';
import { useTestApp } from '../support/server/test-app';

type Browser = ReturnType<typeof browser>;
const rewrite = (client: Browser, body: Record<string, unknown>, tool = 'pitch-deck') =>
  client.request('POST', `/api/rewrite/${tool}`, body);
const endOf = (body: string) => parseEvents(body).at(-1) as { event: string; data: Record<string, unknown> };

describe('POST /api/rewrite/pitch-deck on a slide', () => {
  const server = useTestApp({ RATE_LIMIT_MAX: '0' });
  let client: Browser;
  let deck: { id: string; result: PitchDeckResult; version: number };
  beforeAll(async () => {
    client = browser(server.app);
    const { done } = await client.generate('pitch-deck', {
      businessName: 'Harvest Table',
      businessDescription: 'A weekly meal-kit service for busy parents in Lisbon.',
    });
    const id = done.data.saved!.id;
    deck = { id, ...((await client.request('GET', `/api/documents/${id}`)).json() as Omit<typeof deck, 'id'>) };
  });

  it('regenerates one whole slide (title, content, notes) and sends only that slide', async () => {
    const response = await rewrite(client, { documentId: deck.id, path: ['slides', 2], style: 'regenerate' });
    const done = endOf(response.body);
    expect(done.event).toBe('done');
    const slide = done.data.result as Record<string, string>;
    expect(Object.keys(slide).sort()).toEqual(['content', 'notes', 'title']);
    expect(slide).not.toEqual(deck.result.slides[2]);
    // Nothing saved: the deck is as it was.
    const after = (await client.request('GET', `/api/documents/${deck.id}`)).json() as typeof deck;
    expect(after.version).toBe(deck.version);
    expect(after.result).toEqual(deck.result);
  });

  it('rewrites a slide in a style too', async () => {
    const response = await rewrite(client, { documentId: deck.id, path: ['slides', 0], style: 'shorter' });
    const slide = endOf(response.body).data.result as { title: string; content: string };
    expect(slide.title).toBe(deck.result.slides[0]!.title);
    expect(slide.content.length).toBeLessThanOrEqual(deck.result.slides[0]!.content.length);
  });

  it.each([
    ['a field of a slide', { path: ['slides', 0, 'title'], style: 'shorter' }],
    ['a slide that is not there', { path: ['slides', 40], style: 'regenerate' }],
  ])('refuses %s with 400', async (_, body) => {
    const response = await rewrite(client, { documentId: deck.id, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('This part cannot be rewritten.');
  });

  it('refuses to regenerate a part that does not declare it', async () => {
    const { done } = await client.generate('business-plan', { idea: 'Fresh pet food delivered weekly.' });
    const response = await rewrite(
      client,
      { documentId: done.data.saved!.id, path: ['executiveSummary'], style: 'regenerate' },
      'business-plan',
    );
    expect(response.statusCode).toBe(400);
  });
});
