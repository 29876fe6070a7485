import { chartLayout } from '@/core/finance/chart-layout';
import type { DocumentBlock, DocumentSpec, TableBlock, TableCell } from '@/core/exports/spec';
import { html, type SafeHtml } from './html';

/**
 * A shared result drawn as an article (the plan, the research, the model): what its PDF describes
 * (the tool's `documents.pdf`, so the page and the file say the same), as HTML. Each heading opens a
 * section that names its tables and charts, so no heading is written twice; tables scroll across on
 * a phone; a bar chart is an inline SVG of core's chart layout, its labels readable at 375 px.
 */

interface Section {
  heading?: string;
  blocks: DocumentBlock[];
}

/** The blocks under each heading, the ones before the first heading on their own. */
function sectionsOf(blocks: readonly DocumentBlock[]): Section[] {
  const sections: Section[] = [{ blocks: [] }];
  for (const block of blocks) {
    if (block.kind === 'heading') sections.push({ heading: block.text, blocks: [] });
    else sections[sections.length - 1]!.blocks.push(block);
  }
  return sections.filter((section) => section.heading !== undefined || section.blocks.length > 0);
}

const cell = (value: TableCell): SafeHtml | string =>
  typeof value === 'string'
    ? value
    : html`${value.heading ? html`<strong>${value.heading}</strong>` : ''}
        <ul>
          ${value.items.map((item) => html`<li>${item}</li>`)}
        </ul>`;

/** A table named by its section's heading, in a region that scrolls across when it is wider than a phone. */
function tableHtml(block: TableBlock, labelledBy: string | undefined): SafeHtml {
  // A table with its own caption (a statement's "Months 1 to 12") is named by it, not by its section.
  const named = block.caption
    ? html` aria-label="${block.caption}"`
    : labelledBy
      ? html` aria-labelledby="${labelledBy}"`
      : '';
  return html`<div class="scroll" role="region" tabindex="0"${named}>
    <table${block.caption ? '' : named}>
      ${
        block.caption
          ? html`<caption>
              ${block.caption}
            </caption>`
          : ''
      }
      ${
        block.header
          ? html`<thead>
              <tr>
                ${block.header.map((text) => html`<th scope="col">${text}</th>`)}
              </tr>
            </thead>`
          : ''
      }
      <tbody>
        ${block.rows.map(
          ([first = '', ...rest]) =>
            html`<tr>
              <th scope="row">${cell(first)}</th>
              ${rest.map((value) => html`<td>${cell(value)}</td>`)}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

/**
 * The chart's frame in SVG units: 400 wide with 13.5-unit labels, drawn at most 560 px wide and
 * at a phone's 343: its labels between about 11.6 and 19 px.
 */
const CHART = { width: 400, height: 210, font: 13.5 };

/** A bar chart as an inline SVG, named by its figures for screen readers; values over as many bars as have room. */
function chartHtml(block: Extract<DocumentBlock, { kind: 'bar-chart' }>): SafeHtml {
  const values = block.bars.map((bar) => bar.value);
  const layout = chartLayout(values, CHART, {
    label: (index) => block.bars[index]?.label ?? '',
    tick: () => '',
    headroom: 2,
  });
  // The same thinning for the values: which of them fit side by side.
  const shown = new Set(
    chartLayout(values, CHART, { label: (index) => block.bars[index]?.display ?? '', tick: () => '' }).labels.map(
      (label) => label.text,
    ),
  );
  const named = `${block.title}: ${block.bars.map((bar) => `${bar.label} ${bar.display}`).join(', ')}`;
  const num = (value: number) => String(Math.round(value * 10) / 10);
  return html`<figure class="chart">
    <figcaption>${block.title}</figcaption>
    <svg viewBox="0 0 ${CHART.width} ${CHART.height}" role="img" aria-label="${named}" font-size="${CHART.font}">
      ${layout.bars.map(
        (bar, index) =>
          html`<rect
              x="${num(bar.x)}"
              y="${num(bar.y)}"
              width="${num(bar.width)}"
              height="${num(Math.max(bar.height, 1))}"
              rx="2"
            />${
              shown.has(block.bars[index]?.display ?? '')
                ? html`<text x="${num(bar.x + bar.width / 2)}" y="${num(bar.y - CHART.font * 0.4)}"
                    >${block.bars[index]?.display}</text
                  >`
                : ''
            }`,
      )}
      ${layout.ticks
        .filter((tick) => tick.zero)
        .map(
          (tick) =>
            html`<line x1="${num(layout.left)}" x2="${num(layout.right)}" y1="${num(tick.y)}" y2="${num(tick.y)}" />`,
        )}
      ${layout.labels.map((label) => html`<text x="${num(label.x)}" y="${num(layout.labelY)}">${label.text}</text>`)}
    </svg>
  </figure>`;
}

function blockHtml(block: DocumentBlock, labelledBy: string | undefined): SafeHtml | string {
  switch (block.kind) {
    case 'heading':
      return html`<h2>${block.text}</h2>`;
    case 'paragraph':
      return html`<p>${block.text}</p>`;
    case 'list':
      return block.ordered
        ? html`<ol>
            ${block.items.map((item) => html`<li>${item}</li>`)}
          </ol>`
        : html`<ul>
            ${block.items.map((item) => html`<li>${item}</li>`)}
          </ul>`;
    case 'table':
      return tableHtml(block, labelledBy);
    case 'bar-chart':
      return chartHtml(block);
    case 'page':
      // A file's page break: a web page flows on.
      return '';
  }
}

/** The document as an article: each section under its heading, in the file's order; the file's cover and contents left to the file. */
export function renderSharedDocument(spec: DocumentSpec): SafeHtml {
  return html`<article class="document">
    ${sectionsOf(spec.blocks).map((section, index) => {
      const id = section.heading ? `section-${index}` : undefined;
      return html`<section${id ? html` aria-labelledby="${id}"` : ''}>
        ${section.heading ? html`<h2 id="${id}">${section.heading}</h2>` : ''}
        ${section.blocks.map((block) => blockHtml(block, id))}
      </section>`;
    })}
  </article>`;
}
