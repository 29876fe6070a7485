import { describe, expect, it } from 'vitest';
import { html } from './html';
import { renderSharedDeck } from './render-deck';
import { logoStyle } from './slide-html';

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

  it('draws each slide’s designed boxes, its text escaped, never the notes', () => {
    // A deck's slides as its share gives them: the notes come too, and stay off the page.
    const slides = [
      { title: 'Title Slide', content: 'Harvest <b> & Co\nMeal kits', notes: 'Secret notes' },
      { title: 'Problem <script>x</script>', content: '• Parents lack time', notes: '' },
    ];
    const deck = renderSharedDeck(slides, { look: { theme: 'dark', brand: 'FF0000', figures: {} } }).text;
    expect(deck).toContain('<div class="l">Harvest &lt;b&gt; &amp; Co</div>');
    expect(deck).toContain('Problem &lt;script&gt;x&lt;/script&gt;');
    expect(deck).not.toContain('<script>');
    expect(deck).toContain('data-layout="title"');
    expect(deck).toContain('aria-label="Slide 2 of 2"');
    // Speaker notes are the founder's: never on the shared page.
    expect(deck).not.toContain('Secret notes');
    // No logo stored: no logo box drawn.
    expect(deck).not.toContain('class="a logo"');
  });

  it('puts the logo in the page’s style once, as a data: URI of its own type', () => {
    expect(logoStyle({ type: 'image/png', data: new Uint8Array([1, 2, 3]) })).toBe(
      '.slide .logo{background-image:url("data:image/png;base64,AQID")}',
    );
    expect(logoStyle(undefined)).toBe('');
  });
});
