import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatCompactMoney, formatMoney, type Currency } from '@/core/finance/currency';
import { cn } from '@/web/lib/cn';
import { signedScale } from './chart-scale';

const WIDTH = 640;
const HEIGHT = 280;
const PAD = { top: 16, right: 12, bottom: 32, left: 64 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
/** A bar's share of its month's slot. */
const BAR_SHARE = 0.7;
/** The months named under the axis: the first, then every sixth. */
const LABELLED = new Set([1, 6, 12, 18, 24, 30, 36]);

/** Where each value and each month's bar sit: 0 on a line, balances below it drawn down from it. */
function layout(balances: readonly number[]) {
  const { top, bottom, ticks } = signedScale(balances);
  const y = (value: number) => PAD.top + ((top - value) / (top - bottom)) * PLOT_H;
  const slot = PLOT_W / Math.max(1, balances.length);
  const barWidth = slot * BAR_SHARE;
  const bar = (index: number) => {
    const value = balances[index] ?? 0;
    const [from, to] = [y(Math.max(0, value)), y(Math.min(0, value))];
    return { x: PAD.left + index * slot + (slot - barWidth) / 2, y: from, height: to - from };
  };
  return { ticks, y, slot, barWidth, bar };
}
type Layout = ReturnType<typeof layout>;

/**
 * The cash balance at the end of each of the 36 months, as an SVG bar chart around a zero line
 * (below it, the cash has run out). One tab stop: the arrow keys, Home and End move between the
 * months, each read with its balance and shown in a tooltip, as hovering does.
 */
export function CashChart({ balances, currency }: { balances: readonly number[]; currency: Currency }) {
  const id = useId();
  const scale = layout(balances);
  const focus = useBarFocus(balances.length);
  return (
    <figure aria-labelledby={`${id}-caption`} className="flex flex-col gap-2">
      <figcaption id={`${id}-caption`} className="text-sm font-medium text-base-700">
        Cash balance at the end of each month, Months 1 to {balances.length}
      </figcaption>
      <p id={`${id}-keys`} className="sr-only">
        Arrow keys move between months.
      </p>
      <div className="relative">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-auto w-full"
          role="group"
          aria-labelledby={`${id}-caption`}
          aria-describedby={`${id}-keys`}
        >
          <CashAxes count={balances.length} scale={scale} currency={currency} />
          {balances.map((balance, index) => (
            <CashBar
              key={index}
              index={index}
              balance={balance}
              currency={currency}
              scale={scale}
              focusable={index === focus.current}
              active={index === focus.active}
              {...focus.handlers(index)}
            />
          ))}
        </svg>
        {focus.active !== null && (
          <CashTooltip index={focus.active} balance={balances[focus.active] ?? 0} currency={currency} scale={scale} />
        )}
      </div>
    </figure>
  );
}

/**
 * Which bar shows its tooltip (hovered or focused) and which is the chart's one tab stop, and the
 * keys that move between them: arrows, Home, End; Escape hides the tooltip.
 */
function useBarFocus(count: number) {
  const [active, setActive] = useState<number | null>(null);
  const [current, setCurrent] = useState(0);
  const bars = useRef<(SVGRectElement | null)[]>([]);
  const hide = (index: number) => setActive((at) => (at === index ? null : at));
  const move = (event: KeyboardEvent, index: number) => {
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 }[event.key];
    if (event.key === 'Escape') setActive(null);
    if (to === undefined || to < 0 || to >= count) return;
    event.preventDefault();
    bars.current[to]?.focus();
  };
  const handlers = (index: number) => ({
    barRef: (node: SVGRectElement | null) => {
      bars.current[index] = node;
    },
    onShow: () => setActive(index),
    onHide: () => hide(index),
    onFocus: () => {
      setCurrent(index);
      setActive(index);
    },
    onKeyDown: (event: KeyboardEvent) => move(event, index),
  });
  return { active, current, handlers };
}

/** A month's balance over its bar; the bar's name says the same to a screen reader. */
function CashTooltip({
  index,
  balance,
  currency,
  scale,
}: {
  index: number;
  balance: number;
  currency: Currency;
  scale: Layout;
}) {
  const { x, y } = scale.bar(index);
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute z-10 -translate-x-1/2 -translate-y-full rounded-md bg-base-900 px-3 py-1.5 text-center text-xs text-white shadow-md"
      style={{ left: `${((x + scale.barWidth / 2) / WIDTH) * 100}%`, top: `calc(${(y / HEIGHT) * 100}% - 6px)` }}
    >
      <p className="font-semibold">{formatMoney(balance, currency)}</p>
      <p>Month {index + 1}</p>
    </div>
  );
}

interface CashBarProps {
  index: number;
  balance: number;
  currency: Currency;
  scale: Layout;
  /** The chart's one tab stop. */
  focusable: boolean;
  active: boolean;
  barRef: (node: SVGRectElement | null) => void;
  onShow: () => void;
  onHide: () => void;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/** One month's balance: up from the zero line, or down from it in the danger colour once below zero. */
function CashBar({ index, balance, currency, scale, focusable, active, barRef, ...on }: CashBarProps) {
  const { x, y, height } = scale.bar(index);
  return (
    <rect
      ref={barRef}
      x={x}
      y={y}
      width={scale.barWidth}
      height={Math.max(height, 1)}
      rx={2}
      strokeWidth={2}
      tabIndex={focusable ? 0 : -1}
      role="img"
      aria-label={`Month ${index + 1}: ${formatMoney(balance, currency)}`}
      className={cn('outline-none', balance < 0 ? 'fill-danger-500' : 'fill-primary-500', active && 'stroke-base-900')}
      onPointerEnter={on.onShow}
      onPointerLeave={on.onHide}
      onFocus={on.onFocus}
      onBlur={on.onHide}
      onKeyDown={on.onKeyDown}
    />
  );
}

/** Grid lines with compact amounts in the currency, the zero line darker, and M1, M6 ... M36 under the bars. */
function CashAxes({ count, scale, currency }: { count: number; scale: Layout; currency: Currency }) {
  return (
    <g aria-hidden="true" className="text-[11px]">
      {scale.ticks.map((tick) => {
        const y = scale.y(tick);
        return (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y}
              y2={y}
              className={tick === 0 ? 'stroke-base-500' : 'stroke-base-200'}
            />
            <text x={PAD.left - 8} y={y} textAnchor="end" dominantBaseline="middle" className="fill-base-500">
              {formatCompactMoney(tick, currency)}
            </text>
          </g>
        );
      })}
      {Array.from({ length: count }, (_, index) => index + 1)
        .filter((month) => LABELLED.has(month))
        .map((month) => (
          <text
            key={month}
            x={PAD.left + (month - 1) * scale.slot + scale.slot / 2}
            y={HEIGHT - 10}
            textAnchor="middle"
            className="fill-base-500"
          >
            M{month}
          </text>
        ))}
    </g>
  );
}
