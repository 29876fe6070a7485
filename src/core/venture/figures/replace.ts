/**
 * Use Fact: a figure's text rewritten to state the fact, in the figure's own form. Only the
 * written number changes ("$1.2M" for a Year 1 revenue of 1,198,430 becomes "$1,198,430"; "5
 * percent" becomes "4.8 percent"; "Month 8" becomes "Month 14"); units, nouns and periods stay, a
 * yearly figure of a monthly fact states it times 12, and a limit or range ("more than", "between
 * 3% and 5%") becomes the one value, as do two figures that were a range's ends ("from $38 to $96
 * a month" once both state the price is "€64 a month", never "from €64 to €64"). Pure: the caller
 * saves the result as an edit.
 */
import { escapeRegExp } from '../../escape-reg-exp';
import { HORIZON_MONTHS } from '../../finance/bounds';
import { DEFAULT_CURRENCY, formatCompactMoney, formatMoney, type Currency } from '../../finance/currency';
import { FACT_UNITS } from '../fact-kinds';
import type { FigureCheck } from './match';
import type { Figure } from './types';
import { conversion, isMoney, isPercent } from './units';

const grouped = (value: number) => Math.round(value).toLocaleString('en-US');

/**
 * The fact's money as the figure wrote money: "€12" (a figure in another currency takes the
 * fact's symbol), "EUR 12", or the number before the word it used ("12 dollars", "12 USD").
 */
function money(figure: Figure, value: number, approximate: boolean, currency: Currency): string {
  const same = figure.currency?.code === currency || (figure.currency?.anyDollar === true && currency === 'USD');
  const written = same ? figure.currency?.written : 'symbol';
  if (approximate) return formatCompactMoney(value, currency);
  if (written === 'code') return `${currency} ${grouped(value)}`;
  if (written !== 'word') return formatMoney(value, currency);
  const word = /(?:US )?[A-Za-z]+$/.exec(figure.text.slice(0, figure.amount.end - figure.start))?.[0];
  return `${grouped(value)} ${word ?? 'dollars'}`;
}

/** The fact in the figure's unit (`factor` converts it), written as the figure writes that kind of number. */
function amountText({ figure, fact }: FigureCheck, factor: number): string {
  const value = fact.value * factor;
  if (isPercent(figure.unit)) return String(Number(value.toFixed(1)));
  if (figure.unit === 'ratio') return value.toFixed(1);
  if (!isMoney(figure.unit)) return grouped(value);
  // A fact read from prose is itself approximate: state it as briefly as the research did.
  const approximate = fact.precision !== undefined && fact.precision > 1;
  const currency = fact.currency ?? DEFAULT_CURRENCY;
  if (approximate && fact.upper !== undefined)
    return `${formatCompactMoney(value, currency)}–${formatCompactMoney(fact.upper * factor, currency)}`;
  return money(figure, value, approximate, currency);
}

const PREPOSITION = /(?:by|in|within|at|from|after|around|until|before|during)\s+$/i;

/** Break-even past the projection: "by Month 8" becomes "beyond Month 36", "in 8 months" "beyond 36 months". */
function beyond(text: string, figure: Figure): string {
  const before = text.slice(0, figure.start);
  const preposition = PREPOSITION.exec(before);
  const cut = preposition ? preposition.index : figure.start;
  const capital = /^[A-Z]/.test(text.slice(cut, figure.end));
  const phrase = figure.unit === 'month' ? `beyond Month ${HORIZON_MONTHS}` : `beyond ${HORIZON_MONTHS} months`;
  return `${before.slice(0, cut)}${capital ? 'B' + phrase.slice(1) : phrase}${text.slice(figure.end)}`;
}

/**
 * `text` with the checked figure stating its fact. The check must come from this very text
 * (checkFigures on it): a figure no longer where it was is an error, never a guess.
 */
export function replaceFigure(text: string, check: FigureCheck): string {
  const { figure } = check;
  const fact = nearestValue(check);
  if (text.slice(figure.start, figure.end) !== figure.text) {
    throw new RangeError(`The figure "${figure.text}" is no longer at ${figure.start} in this text.`);
  }
  if (fact.id === 'breakEvenMonth' && fact.value > HORIZON_MONTHS) return beyond(text, figure);
  const factor = conversion(figure.unit, FACT_UNITS[fact.id]) ?? 1;
  // The limit's or range's lead ("more than", "between") goes: the fact is one value.
  const keptFrom = figure.lead ? figure.lead.end : figure.start;
  const before = text.slice(0, figure.start) + text.slice(keptFrom, figure.amount.start);
  // A runway past the projection: "for 18 months of runway" becomes "for more than 36 months of runway".
  if (fact.id === 'runwayMonths' && fact.value > HORIZON_MONTHS && figure.unit === 'months')
    return `${before}more than ${HORIZON_MONTHS}${text.slice(figure.amount.end)}`;
  const amount = amountText({ ...check, fact }, factor);
  return oneValue(before, figure.years ? inMonths(text, figure, amount) : amount, text.slice(figure.amount.end));
}

/** A figure written in years states the fact in months: "Year 2" becomes "Month 14", "2 years" "21 months". */
function inMonths(text: string, figure: Figure, months: string): string {
  const written = text.slice(figure.amount.start, figure.amount.end);
  if (figure.unit === 'month') return `${/^Y/.test(written) ? 'Month' : 'month'} ${months}`;
  return written.includes('-') ? `${months}-month` : `${months} months`;
}

/** The fact as Use Fact states it: of several values (each funding event's month), the one nearest the figure's. */
function nearestValue({ figure, fact }: FigureCheck): FigureCheck['fact'] {
  if (!fact.values) return fact;
  const distance = (value: number) => Math.abs(value - figure.value);
  const value = fact.values.reduce((best, next) => (distance(next) < distance(best) ? next : best), fact.value);
  return { ...fact, value };
}

/** How a range joins its ends: "to", a dash, or the "and" of "between". */
const JOIN = String.raw`(?:\s*[–—-]\s*|\s+to\s+)`;
const BETWEEN_JOIN = String.raw`\s+and\s+`;
/** The written amount's own sign, which both ends carry ("4.8% to 4.8%"). */
const SIGN = /^(?:%|\s?per ?cent(?![\p{L}]))?/u;
/** Not inside a longer number: "€64" is no end of "€164" or "€64.5". */
const EDGE_BEFORE = String.raw`(?<![\p{L}\p{N}.,])`;
const EDGE_AFTER = String.raw`(?![\p{N}]|[.,]\p{N})`;

/**
 * `before` + `amount` + `after`, where the amount was one end of a range whose other end now reads
 * the same ("from €64 to €64", "€64–€64", "between 300 and 300"): then the amount alone, its lead
 * word dropped as a range figure's is. A range of one value says something it does not mean.
 */
function oneValue(before: string, amount: string, after: string): string {
  const sign = SIGN.exec(after)?.[0] ?? '';
  const end = escapeRegExp(amount + sign);
  // The amount is the range's upper end: its lower end, the join and its lead word go.
  const upper = new RegExp(
    String.raw`(?:${EDGE_BEFORE}from\s+)?${EDGE_BEFORE}${end}${JOIN}$|${EDGE_BEFORE}between\s+${end}${BETWEEN_JOIN}$`,
    'iu',
  ).exec(before);
  if (upper) return before.slice(0, upper.index) + amount + after;
  // The amount is the lower end: the join, the upper end and the lead word before it go.
  const lead = /(?<![\p{L}])(from|between)\s+$/iu.exec(before);
  const join = lead?.[1]?.toLowerCase() === 'between' ? BETWEEN_JOIN : JOIN;
  const lower = new RegExp(String.raw`^${escapeRegExp(sign)}${join}${end}${EDGE_AFTER}`, 'iu').exec(after);
  if (!lower) return before + amount + after;
  return (lead ? before.slice(0, lead.index) : before) + amount + after.slice(lower[0].length - sign.length);
}
