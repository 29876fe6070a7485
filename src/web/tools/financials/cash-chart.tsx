import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { chartLayout, type ChartFrame, type ChartLayout } from '@/core/finance/chart-layout';
import { formatCompactMoney, formatMoney, type Currency } from '@/core/finance/currency';
import { cn } from '@/web/lib/cn';
import { ChartAxes } from './chart-axes';
import { useChartFrame } from './chart-frame';

/** A bar's share of its month's slot. */
const BAR_SHARE = 0.7;

/**
 * The cash balance at the end of each of the 36 months, as an SVG bar chart around a zero line
 * (below it, the cash has run out). One tab stop: the arrow keys, Home and End move between the
 * months, each read with its balance and shown in a tooltip, as hovering does.
 */
export function CashChart({ balances, currency }: { balances: readonly number[]; currency: Currency }) {
  const id = useId();
  const { ref, frame } = useChartFrame();
  const scale = chartLayout(balances, frame, {
    label: (index) => `M${index + 1}`,
    tick: (value) => formatCompactMoney(value, currency),
    barShare: BAR_SHARE,
  });
  const focus = useBarFocus(balances.length);
  return (
    <figure aria-labelledby={`${id}-caption`} className="flex flex-col gap-2">
      <figcaption id={`${id}-caption`} className="text-sm font-medium text-base-700">
        Cash balance at the end of each month, Months 1 to {balances.length}
      </figcaption>
      <p id={`${id}-keys`} className="sr-only">
        Arrow keys move between months.
      </p>
      <div ref={ref} className="relative">
        <svg
          viewBox={`0 0 ${frame.width} ${frame.height}`}
          className="h-auto w-full"
          role="group"
          aria-labelledby={`${id}-caption`}
          aria-describedby={`${id}-keys`}
        >
          <ChartAxes scale={scale} frame={frame} />
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
          <CashTooltip
            index={focus.active}
            balance={balances[focus.active] ?? 0}
            currency={currency}
            scale={scale}
            frame={frame}
          />
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
  frame,
}: {
  index: number;
  balance: number;
  currency: Currency;
  scale: ChartLayout;
  frame: ChartFrame;
}) {
  const { x, y, width } = scale.bars[index]!;
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute z-10 -translate-x-1/2 -translate-y-full rounded-md bg-base-900 px-3 py-1.5 text-center text-xs text-white shadow-md"
      style={{ left: `${((x + width / 2) / frame.width) * 100}%`, top: `calc(${(y / frame.height) * 100}% - 6px)` }}
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
  scale: ChartLayout;
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
  const { x, y, width, height } = scale.bars[index]!;
  return (
    <rect
      ref={barRef}
      x={x}
      y={y}
      width={width}
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
