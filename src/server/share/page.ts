import { html, SafeHtml } from './html';
import { SHARE_SCRIPT_PATH } from './page-script';
import { SLIDE_FONTS } from '@/core/deck-design/measure';

/** The share pages' texts (docs/product.md §12). */
export const SHARE_TEXT = {
  footer: 'Shared read-only with Venturekit.',
  notFoundTitle: 'Link not available',
  notFound: 'This link is not available: it may have been revoked or have expired.',
  passcodeTitle: 'This document is protected',
  passcodeHelp: 'Enter the passcode you were given to open it.',
  passcodeLabel: 'Passcode',
  open: 'Open',
  wrongPasscode: 'That passcode is not right. Please try again.',
  tooManyTries: (wait: string) => `Too many tries. Please try again in ${wait}.`,
  unavailableTitle: 'Unavailable',
  unavailable: 'This page is unavailable right now. Please try again in a moment.',
  tooManyTitle: 'Too many visits',
  tooMany: (wait: string) => `This link was opened too often from your network. Please try again in ${wait}.`,
  turnPhone: 'Turn your phone sideways to see the slides as designed.',
} as const;

// The first slide alone before the script runs, so nothing shifts when it does (layout shift 0).
// Full screen hides the buttons but keeps the counter, out of sight, for screen readers to announce.
// A designed slide (slide-html.ts) is its boxes placed in shares of the slide and sized in container
// units, so it is the same slide at any width, as the deck's screen draws it: Arial, as measured, or
// a font with Arial's widths (Liberation Sans, Arimo) where a viewer's system has no Arial.
const STYLE = `
*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:oklch(98.4% .003 247.858);color:oklch(20.8% .042 265.755)}
header,main,footer{max-width:60rem;margin:0 auto;padding:1rem}
header p{margin:0;font-size:.875rem;color:oklch(44.6% .043 257.281)}h1{margin:.25rem 0 0;font-size:1.5rem;line-height:1.3}
footer{font-size:.75rem;color:oklch(44.6% .043 257.281)}
.document section{margin:0 0 1.5rem}.document h2{font-size:1.125rem;margin:0 0 .5rem}
.document table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem;font-size:.9rem}caption{text-align:left;font-weight:600;padding:.25rem 0}
.document th,.document td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid oklch(92.9% .013 255.508);vertical-align:top}.note{display:block;font-size:.8rem;color:oklch(44.6% .043 257.281)}
.stage{display:grid;gap:1rem}
.slide{position:relative;aspect-ratio:16/9;overflow:hidden;container-type:inline-size;border-radius:.75rem;box-shadow:0 4px 12px #0002;font-family:${SLIDE_FONTS}}
.slide .a,.slide .t{position:absolute;margin:0}.slide .t{display:flex;flex-direction:column;font-size:inherit}
.slide .p{position:relative}.slide .l{white-space:pre;overflow:hidden}.slide .dot{position:absolute;border-radius:50%}
.slide .round{border-radius:50%}.slide .logo{background-repeat:no-repeat;background-size:contain}
.slide .chart{position:absolute;inset:0;width:100%;height:100%}.slide .chart text{text-anchor:middle}
.slide table{table-layout:fixed;border-collapse:collapse;line-height:1.15}
.slide th,.slide td{border:1px solid;vertical-align:middle;text-align:left;white-space:pre;font-weight:inherit}.slide th{font-weight:700}
.slide+.slide{display:none}.js .slide{display:none}.js .slide.current{display:block}.js .stage{cursor:pointer}
.controls{display:flex;gap:.5rem;align-items:center;justify-content:center;margin-top:.75rem}
button{font:inherit;min-width:2.75rem;min-height:2.75rem;border-radius:.5rem;border:1px solid oklch(86.9% .022 252.894);background:#fff;color:inherit;cursor:pointer}
button:disabled{opacity:.4;cursor:default}button:focus-visible,input:focus-visible{outline:2px solid oklch(58.5% .233 277.117);outline-offset:2px}
.counter{margin:0 .5rem;font-variant-numeric:tabular-nums}.present{padding:0 1rem}
.deck:fullscreen{background:#000;display:grid;place-items:center;padding:0}.deck:fullscreen .stage{width:min(100vw,177.78vh)}
.deck:fullscreen .slide{border-radius:0}.deck:fullscreen .controls button{display:none}
.deck:fullscreen .controls{position:absolute;width:1px;height:1px;margin:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
form{display:grid;gap:.5rem;max-width:20rem}input{font:inherit;padding:.5rem;border-radius:.5rem;border:1px solid oklch(70.4% .04 256.788)}
.error{color:oklch(50.5% .213 27.518)}
.document section{overflow-wrap:anywhere}.scroll{overflow-x:auto;margin:.5rem 0 1rem}.scroll table{margin:0}.scroll th,.scroll td{white-space:nowrap}
.document th[scope=row]{font-weight:500}.document ul,.document ol{padding-left:1.25rem}
.document .chart{margin:.5rem 0 1rem;max-width:35rem}.document .chart figcaption{font-weight:600;font-size:.9rem;padding:.25rem 0}
.document .chart svg{display:block;width:100%;height:auto}.document .chart rect{fill:oklch(51.1% .262 276.966)}
.document .chart line{stroke:oklch(70.4% .04 256.788)}.document .chart text{fill:oklch(44.6% .043 257.281);text-anchor:middle}
.reading,.turn{display:none}
@media (max-width:640px) and (orientation:portrait){
.slide{aspect-ratio:auto;container-type:normal}.slide>.a,.slide>.t,.slide>.chart,.slide>table{display:none}
.slide .reading{display:block;padding:1.25rem 1.25rem .5rem;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;min-height:14rem}
.reading h2{font-size:1.375rem;line-height:1.25;margin:0 0 .75rem}.reading p,.reading ul,.reading table{margin:0 0 .75rem}
.reading ul{padding-left:1.25rem}.reading table{border-collapse:collapse;width:100%}.reading th,.reading td{border:1px solid #8884;padding:.35rem;text-align:left;vertical-align:top}
.turn{display:block;margin:0 0 .75rem;font-size:.875rem;color:oklch(44.6% .043 257.281)}
}
`;

/** Without the script, the deck reads as a list of its slides, without the controls that need it. */
const NO_SCRIPT_STYLE = '.slide+.slide{display:block}.controls{display:none}';

interface Shell {
  title: string;
  body: SafeHtml;
  /** The deck's page carries the script; the others have none. */
  script?: boolean;
  /** The page's own style after the common one (the deck's logo); CSS built from checked values only. */
  style?: string;
}

/** The page names the app's icon: without one the browser asks for /favicon.ico, a 404 in its console. */
const shell = ({ title, body, script = false, style = '' }: Shell) =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="same-origin" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <title>${title}</title>
        <style>
          ${new SafeHtml(STYLE + style)}
        </style>
        ${
          script
            ? html`<script src="${SHARE_SCRIPT_PATH}" defer></script>
                <noscript
                  ><style>
                    ${new SafeHtml(NO_SCRIPT_STYLE)}
                  </style></noscript
                >`
            : ''
        }
      </head>
      <body>
        ${body}
        <footer><p>${SHARE_TEXT.footer}</p></footer>
      </body>
    </html> `.text;

export interface SharedPage {
  ventureName: string;
  documentTitle: string;
  content: SafeHtml;
  /** For the deck's beacons: the view's id and where they go. */
  view?: { id: string; beacon: string };
  /** The deck's logo style (slide-html.ts, logoStyle). */
  style?: string;
}

/** A deck page's attributes for its beacons (page-script.ts reads them): the one part that differs per view. */
export const viewAttributes = (view: { id: string; beacon: string }): SafeHtml =>
  html` data-view="${view.id}" data-beacon="${view.beacon}"`;

/** A shared document: the venture's name, the document's title, the document; nothing else of the workspace. */
export const sharedPage = ({ ventureName, documentTitle, content, view, style }: SharedPage): string =>
  shell({
    title: `${documentTitle} · ${ventureName}`,
    script: view !== undefined,
    ...(style ? { style } : {}),
    body: html`<header><p>${ventureName}</p><h1>${documentTitle}</h1></header>
<main${view ? viewAttributes(view) : ''}>${content}</main>`,
  });

export const notFoundPage = (): string =>
  shell({
    title: SHARE_TEXT.notFoundTitle,
    body: html`<main>
      <h1>${SHARE_TEXT.notFoundTitle}</h1>
      <p>${SHARE_TEXT.notFound}</p>
    </main>`,
  });

/** What a failure on the server shows: a sentence, never its internals. */
export const unavailablePage = (): string =>
  shell({
    title: SHARE_TEXT.unavailableTitle,
    body: html`<main>
      <h1>${SHARE_TEXT.unavailableTitle}</h1>
      <p>${SHARE_TEXT.unavailable}</p>
    </main>`,
  });

/** Past the page views one address may make: the plain page, saying when to come back. */
export const tooManyPage = (wait: string): string =>
  shell({
    title: SHARE_TEXT.tooManyTitle,
    body: html`<main>
      <h1>${SHARE_TEXT.tooManyTitle}</h1>
      <p>${SHARE_TEXT.tooMany(wait)}</p>
    </main>`,
  });

/** The passcode form: it posts to the link itself; `error` says why the last try failed. */
export const passcodePage = (action: string, error?: string): string =>
  shell({
    title: SHARE_TEXT.passcodeTitle,
    body: html`<main>
      <h1>${SHARE_TEXT.passcodeTitle}</h1>
      <p>${SHARE_TEXT.passcodeHelp}</p>
      <form method="post" action="${action}">
        <label for="passcode">${SHARE_TEXT.passcodeLabel}</label>
        <input
          id="passcode"
          name="passcode"
          type="password"
          autocomplete="off"
          required
          autofocus${error ? html` aria-invalid="true" aria-describedby="passcode-error"` : ''}
        />
        ${error ? html`<p id="passcode-error" class="error" role="alert">${error}</p>` : ''}
        <button type="submit">${SHARE_TEXT.open}</button>
      </form>
    </main>`,
  });
