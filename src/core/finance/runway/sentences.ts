/**
 * The runway, the funding need, the ask and the use of funds in words, written once (issue 34):
 * the model's Cash & Runway tab, its .txt and .pdf, the workbook, the plan's key figures, the deck's
 * Financials & Ask slide and the venture's facts all state them with these, so no two places can
 * word the same figure two ways, and none reads "for Beyond 36 months of runway" or "Funding need €0".
 */
import { HORIZON_MONTHS } from '../bounds';
import { formatMoney, type Currency } from '../currency';
import type { Ask, UseOfFunds } from './ask';
import type { FundingPlan } from './funding';
import type { FundingEvent } from './schema';

/** "1 month", "14 months": a count of months, whatever its size. */
export const monthCount = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

/** "28 months", "1 month", "more than 36 months" (past the projection): a runway, as it reads inside a sentence. */
export function runwayText(months: number): string {
  if (months > HORIZON_MONTHS) return `more than ${HORIZON_MONTHS} months`;
  return monthCount(months);
}

/** The same, at the head of a card or a table cell: "More than 36 months". */
export const runwayValue = (months: number) => {
  const text = runwayText(months);
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** "Cash lasts through Month 28, with your funding; it runs out in Month 29." and its variants. */
export function runwaySentence(plan: Pick<FundingPlan, 'cashOutMonth' | 'planned'>): string {
  const funded = plan.planned > 0 ? ', with your funding' : '';
  if (plan.cashOutMonth === null) return `Cash stays at or above zero through Month ${HORIZON_MONTHS}${funded}.`;
  if (plan.cashOutMonth === 1) return `Cash runs out in Month 1${funded}.`;
  return `Cash lasts through Month ${plan.cashOutMonth - 1}${funded}; it runs out in Month ${plan.cashOutMonth}.`;
}

/** "break-even in Month 15 plus 6 months", capped by the projection, or why the window runs to its end. */
export function windowText(plan: Pick<FundingPlan, 'breakEvenMonth' | 'bufferMonths' | 'windowEnd'>): string {
  const { breakEvenMonth, windowEnd } = plan;
  if (breakEvenMonth === null) return `the model does not break even within ${HORIZON_MONTHS} months`;
  const past = windowEnd - breakEvenMonth;
  const capped = past < plan.bufferMonths ? `, where the projection ends` : '';
  return past === 0
    ? `break-even in Month ${breakEvenMonth}${capped}`
    : `break-even in Month ${breakEvenMonth} plus ${past} ${past === 1 ? 'month' : 'months'}${capped}`;
}

/** "your round", "your loan", "your rounds", "your funding": the founder's events, as a sentence names them. */
function yourFunding(events: readonly FundingEvent[]): string {
  if (events.length === 1) return events[0]!.kind === 'equity' ? 'your round' : 'your loan';
  return events.every((event) => event.kind === 'equity') ? 'your rounds' : 'your funding';
}

/** A funding need as a card or a table states it: the value, and what it means (empty when the value says it all). */
export interface NeedStatement {
  value: string;
  note: string;
}

/**
 * The funding need beside the founder's funding, never in its place: "€459,389" with "your round
 * of €600,000 covers it through Month 21", or what it leaves to raise; "No further funding needed
 * within 36 months" rather than "€0".
 */
export function fundingNeedStatement(
  plan: FundingPlan,
  events: readonly FundingEvent[],
  currency: Currency,
): NeedStatement {
  const money = (amount: number) => formatMoney(amount, currency);
  const through = `through Month ${plan.windowEnd}`;
  const runsOut = plan.cashOutMonth === null ? '' : `; cash runs out in Month ${plan.cashOutMonth}`;
  const { need, stillToRaise, planned } = plan;
  if (stillToRaise.amount === 0 && need.amount === 0) {
    if (plan.cashOutMonth === null)
      return { value: `No further funding needed within ${HORIZON_MONTHS} months`, note: '' };
    return { value: `No further funding needed ${through}`, note: `cash runs out in Month ${plan.cashOutMonth}` };
  }
  if (planned === 0)
    return {
      value: money(need.amount),
      note: `the smallest raise in Month 1 that keeps cash at or above zero ${through}`,
    };
  const yours = `${yourFunding(events)} of ${money(planned)}`;
  if (stillToRaise.amount === 0) return { value: money(need.amount), note: `${yours} covers it ${through}${runsOut}` };
  return {
    value: money(Math.max(need.amount, stillToRaise.amount)),
    note: `${yours} leaves ${money(stillToRaise.amount)} to raise in Month 1 to keep cash at or above zero ${through}`,
  };
}

/** "Funding need €459,389: your round of €600,000 covers it through Month 21", or the value alone. */
export const needSentence = ({ value, note }: NeedStatement) =>
  value.startsWith('No further')
    ? note
      ? `${value}; ${note}`
      : value
    : `Funding need ${value}${note ? `: ${note}` : ''}`;

/**
 * "Raising €500,000 for more than 36 months of runway, past break-even in Month 15": the raise and
 * how long the cash lasts with it (the buffer is not written as months of its own, which would read
 * as a second break-even). English in every case: a raise that does not carry Month 1 says so.
 */
export function askSentence(ask: Ask, currency: Currency): string {
  const raising = `Raising ${formatMoney(ask.raise, currency)}`;
  if (ask.runwayMonths === 0) return `${raising}; cash still runs out in Month 1`;
  const past =
    ask.breakEvenMonth !== null && ask.runwayMonths >= ask.breakEvenMonth
      ? `, past break-even in Month ${ask.breakEvenMonth}`
      : '';
  return `${raising} for ${runwayText(ask.runwayMonths)} of runway${past}`;
}

/** "payroll 55%, marketing and acquisition 30%, operations 15%": the raise's split, in the categories' order. */
export function fundsSplitText(use: UseOfFunds): string {
  return use.categories
    .filter((category) => category.percent > 0)
    .map((category) => `${category.label.toLowerCase()} ${category.percent}%`)
    .join(', ');
}

/** "Use of the €500,000 raise (what it pays for in Months 2 to 21)". */
export function fundsSplitTitle(use: UseOfFunds, currency: Currency): string {
  const months = use.fromMonth === use.toMonth ? `Month ${use.fromMonth}` : `Months ${use.fromMonth} to ${use.toMonth}`;
  return `Use of the ${formatMoney(use.raise, currency)} raise (what it pays for in ${months})`;
}
