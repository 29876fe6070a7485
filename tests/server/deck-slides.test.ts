import { describe, expect, it } from 'vitest';
import { pitchDeck } from '@/core/tools/pitch-deck';
import { browser } from '../support/server/browser';
import { useTestApp } from '../support/server/test-app';

const deckInputs = {
  businessName: 'PawPantry',
  businessDescription: 'Fresh pet food by subscription, delivered weekly.',
};

describe('a deck edited with slides added, deleted and moved', () => {
  const testApp = useTestApp({ RATE_LIMIT_MAX: '0' });

  it('accepts 1 to 30 slides (a new one blank), keeps their order, and refuses 0 or 31; generation stays at ten', async () => {
    const tab = browser(testApp.app);
    const { done } = await tab.generate('pitch-deck', deckInputs);
    const { id } = done.data.saved!;
    const generated = pitchDeck.offline(deckInputs).slides;
    expect(generated).toHaveLength(10);
    const blank = { title: 'New Slide', content: '', notes: '' };
    const eleven = [generated[1]!, blank, generated[0]!, ...generated.slice(2)];

    const saved = await tab.request('PUT', `/api/documents/${id}`, { version: 1, result: { slides: eleven } });
    expect(saved.statusCode).toBe(200);
    const read = (await tab.request('GET', `/api/documents/${id}`)).json().result.slides as typeof eleven;
    expect(read.map((slide) => slide.title)).toEqual(eleven.map((slide) => slide.title));

    const one = await tab.request('PUT', `/api/documents/${id}`, { version: 2, result: { slides: [generated[0]] } });
    expect(one.statusCode).toBe(200);

    for (const slides of [[], Array.from({ length: 31 }, () => generated[0])]) {
      const refused = await tab.request('PUT', `/api/documents/${id}`, { version: 3, result: { slides } });
      expect(refused.statusCode).toBe(400);
    }
    const untitled = [{ ...blank, title: ' ' }];
    expect(
      (await tab.request('PUT', `/api/documents/${id}`, { version: 3, result: { slides: untitled } })).statusCode,
    ).toBe(400);
    expect((await tab.request('GET', `/api/documents/${id}`)).json()).toMatchObject({ version: 3 });
  });

  it('still asks the model for exactly ten slides', () => {
    const ok = { title: 'T', content: 'C', notes: 'N' };
    expect(pitchDeck.output.safeParse({ slides: Array.from({ length: 10 }, () => ok) }).success).toBe(true);
    expect(pitchDeck.output.safeParse({ slides: Array.from({ length: 11 }, () => ok) }).success).toBe(false);
  });
});
