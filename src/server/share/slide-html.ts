import {
  SLIDE,
  type Box,
  type ChartBox,
  type SlideDesign,
  type TableBox,
  type TextBox,
} from '@/core/deck-design/boxes';
import { chartGeometry } from '@/core/deck-design/chart-geometry';
import type { LogoImage } from '@/core/exports/spec';
import { html, type SafeHtml } from './html';

/**
 * A designed slide (core/deck-design) as HTML for the share page: the same boxes the deck's screen
 * draws (`src/web/tools/pitch-deck/designed-slide.tsx`), placed in shares of the 16:9 slide and
 * sized in container units (the slide is the container), so it scales with the viewport. Fitted
 * lines are drawn as they were broken; every text goes through `html`, so it stays text. The
 * classes are styled once in page.ts (SLIDE_STYLE).
 */

/** A number for CSS, short: three decimals at most. */
const num = (value: number) => String(Math.round(value * 1000) / 1000);
const left = (x: number) => `${num((x / SLIDE.width) * 100)}%`;
const top = (y: number) => `${num((y / SLIDE.height) * 100)}%`;
const cq = (points: number) => `${num((points / SLIDE.width) * 100)}cqw`;
const place = (box: { x: number; y: number; w: number; h: number }) =>
  `left:${left(box.x)};top:${top(box.y)};width:${left(box.w)};height:${top(box.h)}`;
const colour = (hex: string) => `#${hex}`;
const JUSTIFY = { top: 'flex-start', middle: 'center', bottom: 'flex-end' } as const;

function textBox(box: TextBox): SafeHtml {
  const slot = cq(box.size * box.lineHeight);
  const style = [
    place(box),
    `justify-content:${JUSTIFY[box.valign]}`,
    `color:${colour(box.color)}`,
    `font-size:${cq(box.size)}`,
    `font-weight:${box.bold ? 700 : 400}`,
    `line-height:${slot}`,
    `text-align:${box.align}`,
  ].join(';');
  const dot = box.bullet
    ? html`<span
        class="dot"
        aria-hidden="true"
        style="left:${cq(box.size * 0.16)};top:calc(${slot} / 2 - ${cq(box.size * 0.14)});width:${cq(
          box.size * 0.28,
        )};height:${cq(box.size * 0.28)};background:${colour(box.bullet)}"
      ></span>`
    : '';
  const paragraphStyle = (index: number) =>
    [
      box.bullet ? `padding-left:${cq(box.size)}` : '',
      index > 0 && box.paragraphGap ? `margin-top:${cq(box.paragraphGap)}` : '',
    ]
      .filter(Boolean)
      .join(';');
  const paragraphs = box.paragraphs.map((lines, index) => {
    const own = paragraphStyle(index);
    return html`<div class="p" ${own ? html` style="${own}"` : ''}>
      ${dot}${lines.map((line) => html`<div class="l">${line}</div>`)}
    </div>`;
  });
  if (box.heading) return html`<h2 class="t" style="${style}">${paragraphs}</h2>`;
  return box.decorative
    ? html`<div class="t" aria-hidden="true" style="${style}">${paragraphs}</div>`
    : html`<div class="t" style="${style}">${paragraphs}</div>`;
}

/** The bars of chart-geometry.ts as an inline SVG over the slide (its units are the slide's), named by its figures. */
function chartBox(box: ChartBox): SafeHtml {
  const { bars, baseline, labelY } = chartGeometry(box);
  const label = `${box.name}: ${bars.map((bar) => `${bar.label} ${bar.display}`).join(', ')}`;
  const middle = (bar: (typeof bars)[number]) => num(bar.slotX + bar.slotW / 2);
  return html`<svg class="chart" viewBox="0 0 ${SLIDE.width} ${SLIDE.height}" role="img" aria-label="${label}">
    ${bars.map(
      (bar) =>
        html`<rect
            x="${num(bar.x)}"
            y="${num(bar.y)}"
            width="${num(bar.w)}"
            height="${num(bar.h)}"
            fill="${colour(box.color)}"
          /><text
            x="${middle(bar)}"
            y="${num(bar.y - box.size * 0.4)}"
            font-size="${box.size}"
            font-weight="700"
            fill="${colour(box.text)}"
            >${bar.display}</text
          ><text x="${middle(bar)}" y="${num(labelY + box.size)}" font-size="${box.size}" fill="${colour(box.text)}"
            >${bar.label}</text
          >`,
    )}
    <rect x="${num(box.x)}" y="${num(baseline)}" width="${num(box.w)}" height="1" fill="${colour(box.rule)}" />
  </svg>`;
}

function tableBox(box: TableBox): SafeHtml {
  const [header = [], ...rows] = box.rows;
  const cell = (at: number, column: number) =>
    `width:${cq(box.columns[column] ?? 0)};height:${cq(box.heights[at] ?? 0)};padding:0 ${cq(8)};border-color:${colour(box.rule)}`;
  const lines = (cellLines: string[]) => cellLines.map((line) => html`<div>${line}</div>`);
  return html`<table class="a" style="${place(box)};font-size:${cq(box.size)};color:${colour(box.text)}">
    <thead>
      <tr style="background:${colour(box.header.fill)};color:${colour(box.header.text)}">
        ${header.map((cellLines, column) => html`<th scope="col" style="${cell(0, column)}">${lines(cellLines)}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        (row, at) =>
          html`<tr>
            ${row.map((cellLines, column) => html`<td style="${cell(at + 1, column)}">${lines(cellLines)}</td>`)}
          </tr>`,
      )}
    </tbody>
  </table>`;
}

function boxHtml(box: Box, logo: boolean): SafeHtml | '' {
  switch (box.kind) {
    case 'text':
      return textBox(box);
    case 'rect':
    case 'ellipse':
      return html`<div
        class="a${box.kind === 'ellipse' ? ' round' : ''}"
        style="${place(box)};background:${colour(box.fill)}"
      ></div>`;
    case 'logo':
      return logo ? html`<div class="a logo" style="${place(box)};background-position:${box.align} center"></div>` : '';
    case 'chart':
      return chartBox(box);
    case 'table':
      return tableBox(box);
  }
}

/** A text box's paragraphs in a reading view: each paragraph's lines joined again, bullets as a list. */
function readingText(box: TextBox): SafeHtml {
  const paragraphs = box.paragraphs.map((lines) => lines.join(' '));
  const style = `color:${colour(box.color)}`;
  if (box.heading) return html`<h2 style="${style}">${paragraphs.join(' ')}</h2>`;
  if (box.bullet)
    return html`<ul style="${style}">
      ${paragraphs.map((text) => html`<li>${text}</li>`)}
    </ul>`;
  return html`${paragraphs.map((text) => (box.bold ? html`<p style="${style}"><strong>${text}</strong></p>` : html`<p style="${style}">${text}</p>`))}`;
}

function readingBox(box: Box): SafeHtml | '' {
  switch (box.kind) {
    case 'text':
      return box.decorative ? '' : readingText(box);
    case 'chart':
      return html`<ul>
        ${box.labels.map((label, index) => html`<li>${box.name}, ${label}: <strong>${box.displays[index] ?? ''}</strong></li>`)}
      </ul>`;
    case 'table':
      return html`<table>
        ${box.rows.map(
          (row, at) =>
            html`<tr>
              ${row.map((lines) => (at === 0 ? html`<th scope="col">${lines.join(' ')}</th>` : html`<td>${lines.join(' ')}</td>`))}
            </tr>`,
        )}
      </table>`;
    default:
      return '';
  }
}

/**
 * The slide's words as a reading view, in its colours: what a phone held upright shows instead of
 * the 16:9 slide, whose text would be a few pixels tall (page.ts's style picks one or the other).
 * Its heading, lines, figures and table in the boxes' order; the slide's number and initials left out.
 */
export const readingView = (design: SlideDesign): SafeHtml =>
  html`<div
    class="reading"
    style="background:${colour(design.background)};color:${colour(
      design.boxes.find((box): box is TextBox => box.kind === 'text')?.color ?? '0F172A',
    )}"
  >
    ${design.boxes.map(readingBox)}
  </div>`;

/** A slide's boxes, back to front; `logo` when the page carries the logo's style (logoStyle). */
export const slideBoxes = (design: SlideDesign, logo: boolean): SafeHtml =>
  html`${design.boxes.map((box) => boxHtml(box, logo))}`;

/**
 * The logo, once per page, as a data: URI in the page's style (the CSP allows `img-src data:`): a
 * link with a passcode has no cookie to fetch it with, and the slides that show it share one copy.
 * Its type is one of two and its bytes base64, so nothing here can end the rule.
 */
export const logoStyle = (logo: LogoImage | undefined): string =>
  logo
    ? `.slide .logo{background-image:url("data:${logo.type};base64,${Buffer.from(logo.data).toString('base64')}")}`
    : '';
