import { describe, expect, it } from 'vitest';
import { html } from './html';
import { renderSharedDeck, slideBullets } from './render-deck';

describe('the share page’s markup', () => {
  it('escapes every value put in, in text and in attributes', () => {
    const evil = '<script>alert("x")</script>&\'';
    // prettier-ignore
    expect(html`<p title="${evil}">${evil}</p>`.text).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;</p>',
    );
    // prettier-ignore
    expect(html`<ul>${['a', html`<b>b</b>`, null, false]}</ul>`.text).toBe('<ul>a<b>b</b></ul>');
  });

  it('renders each slide’s title and its lines as bullets on a stage', () => {
    expect(slideBullets('• One\n- Two\n\n3. Three\nFour')).toEqual(['One', 'Two', 'Three', 'Four']);
    const deck = renderSharedDeck(
      [
        { title: 'Problem <b>', content: '• Parents lack time', notes: 'Secret notes' },
        { title: 'Ask', content: '', notes: '' },
      ],
      { ventureName: 'Harvest & Co' },
    ).text;
    expect(deck).toContain('<h2>Problem &lt;b&gt;</h2>');
    expect(deck).toContain('<li>Parents lack time</li>');
    expect(deck).toContain('aria-label="Slide 2 of 2"');
    expect(deck).toContain('Harvest &amp; Co');
    // Speaker notes are the founder's: never on the shared page.
    expect(deck).not.toContain('Secret notes');
  });
});
