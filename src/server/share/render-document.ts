import type { FinancialModel } from '@/core/finance/schema';
import { PLAN_SECTIONS, type BusinessPlan } from '@/core/tools/business-plan/schema';
import { figureSections, MODEL_SECTIONS } from '@/core/tools/financials/export';
import type { FigureRow } from '@/core/tools/financials/figure-rows';
import { runwaySummary, RUNWAY_SECTION } from '@/core/tools/financials/runway-lines';
import { html, type SafeHtml } from './html';

/** Paragraphs of a text: one per line that has words. */
const paragraphs = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => html`<p>${line}</p>`);

/** The plan as an article: its sections in the product's order, the milestones as a list. */
export function renderSharedPlan(plan: BusinessPlan): SafeHtml {
  return html`<article class="document">
    ${PLAN_SECTIONS.map(
      ({ key, title }) =>
        html` <section>
          <h2>${title}</h2>
          ${
            key === 'keyMilestones'
              ? html`<ul>
                  ${plan.keyMilestones.map((item) => html`<li>${item}</li>`)}
                </ul>`
              : paragraphs(plan[key])
          }
        </section>`,
    )}
  </article>`;
}

const figureTable = (caption: string, rows: readonly FigureRow[]) =>
  html` <table>
    <caption>
      ${caption}
    </caption>
    <tbody>
      ${rows.map(
        (row) =>
          html`<tr>
            <th scope="row">${row.label}</th>
            <td>${row.value}${row.note ? html`<span class="note">${row.note}</span>` : ''}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;

/** The model's key figures and tables, as its files state them (the engine's figures, runwayOf). */
export function renderSharedModel(model: FinancialModel): SafeHtml {
  const { year1, year2, year3 } = model.revenueProjections;
  const runway = runwaySummary(model.assumptions);
  return html`<article class="document">
    <section>
      <h2>${MODEL_SECTIONS.revenue}</h2>
      ${figureTable('Revenue by year', [
        { label: 'Year 1', value: year1.total },
        { label: 'Year 2', value: year2.revenue, note: `${year2.growth} growth` },
        { label: 'Year 3', value: year3.revenue, note: `${year3.growth} growth` },
      ])}
      <table>
        <caption>
          Year 1 by month
        </caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Revenue</th>
            <th scope="col">Customers</th>
          </tr>
        </thead>
        <tbody>
          ${year1.monthly.map(
            (row) =>
              html`<tr>
                <th scope="row">${row.month}</th>
                <td>${row.revenue}</td>
                <td>${row.customers.toLocaleString('en-US')}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </section>
    ${figureSections(model).map(
      (section) =>
        html`<section>
          <h2>${section.title}</h2>
          ${figureTable(section.title, section.rows)}${section.explanation ? html`<p>${section.explanation}</p>` : ''}
        </section>`,
    )}
    <section>
      <h2>${RUNWAY_SECTION}</h2>
      ${figureTable(RUNWAY_SECTION, runway.figures)}
    </section>
  </article>`;
}
