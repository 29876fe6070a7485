import { useId, useState } from 'react';
import { chartLayout, type ChartLayout } from '@/core/finance/chart-layout';
import { formatCompactMoney, type Currency } from '@/core/finance/currency';
import { ChartAxes } from './chart-axes';
import { useChartFrame } from './chart-frame';
import { barShade, shortMonth } from './chart-scale';

export interface ChartMonth {
  /** "Month 1" */
  label: string;
  revenue: number;
  /** "$12,400", in the model's currency */
  display: string;
}

/** A bar's share of its month's slot. */
const BAR_SHARE = 0.68;

/**
 * Year 1 revenue as a hand-drawn SVG bar chart: no chart package, so nothing beyond this screen's
 * chunk is loaded for it. Drawn in CSS pixels at its container's width (chart-frame.ts), so its
 * labels stay 11 px on a phone. Each bar takes keyboard focus and shows its value and month in a tooltip.
 */
export function RevenueChart({ months, currency }: { months: ChartMonth[]; currency: Currency }) {
  const [active, setActive] = useState<number | null>(null);
  const id = useId();
  const captionId = `${id}-caption`;
  const tooltipId = `${id}-tooltip`;
  const { ref, frame } = useChartFrame();
  const scale = chartLayout(
    months.map((month) => month.revenue),
    frame,
    {
      label: (index) => shortMonth(months[index]?.label ?? ''),
      tick: (value) => formatCompactMoney(value, currency),
      barShare: BAR_SHARE,
    },
  );
  const shown = active === null ? null : { month: months[active] as ChartMonth, bar: scale.bars[active]! };

  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-2">
      <figcaption id={captionId} className="text-sm font-medium text-base-700">
        Year 1 monthly revenue
      </figcaption>
      <div ref={ref} className="relative">
        <svg
          viewBox={`0 0 ${frame.width} ${frame.height}`}
          className="h-auto w-full"
          role="group"
          aria-labelledby={captionId}
        >
          <ChartAxes scale={scale} frame={frame} />
          {months.map((month, index) => (
            <ChartBar
              key={month.label}
              month={month}
              index={index}
              count={months.length}
              scale={scale}
              active={active === index}
              tooltipId={tooltipId}
              onShow={() => setActive(index)}
              onHide={() => setActive((current) => (current === index ? null : current))}
              onDismiss={() => setActive(null)}
            />
          ))}
        </svg>
        {shown && <ChartTooltip id={tooltipId} month={shown.month} bar={shown.bar} frame={frame} />}
      </div>
    </figure>
  );
}

/** The month's value and name over its bar, placed in percents of the frame so it follows the chart's width. */
function ChartTooltip({
  id,
  month,
  bar,
  frame,
}: {
  id: string;
  month: ChartMonth;
  bar: ChartLayout['bars'][number];
  frame: { width: number; height: number };
}) {
  return (
    <div
      id={id}
      role="tooltip"
      className="pointer-events-none absolute z-10 -translate-x-1/2 -translate-y-full rounded-md bg-base-900 px-3 py-1.5 text-center text-xs text-white shadow-md"
      style={{
        left: `${((bar.x + bar.width / 2) / frame.width) * 100}%`,
        top: `calc(${(bar.y / frame.height) * 100}% - 6px)`,
      }}
    >
      <p className="font-semibold">{month.display}</p>
      <p>{month.label}</p>
    </div>
  );
}

interface ChartBarProps {
  month: ChartMonth;
  index: number;
  count: number;
  scale: ChartLayout;
  active: boolean;
  tooltipId: string;
  onShow: () => void;
  onHide: () => void;
  onDismiss: () => void;
}

/** One month: its bar (focusable, named by month and value) and a full-height column for the pointer. */
function ChartBar({ month, index, count, scale, active, tooltipId, onShow, onHide, onDismiss }: ChartBarProps) {
  const { x, y, width, height } = scale.bars[index]!;
  const slot = (scale.right - scale.left) / count;
  const top = Math.min(...scale.ticks.map((tick) => tick.y));
  const bottom = Math.max(...scale.ticks.map((tick) => tick.y));
  return (
    <g>
      {/* The whole column answers the pointer, so months with small bars are easy to hover. */}
      <rect
        x={scale.left + index * slot}
        y={top}
        width={slot}
        height={bottom - top}
        fill="transparent"
        aria-hidden="true"
        onPointerEnter={onShow}
        onPointerLeave={onHide}
      />
      <rect
        x={x}
        y={y}
        width={width}
        height={Math.max(height, 1)}
        rx={3}
        fill={barShade(index, count)}
        strokeWidth={2}
        tabIndex={0}
        role="img"
        aria-label={`${month.label}: ${month.display}`}
        aria-describedby={active ? tooltipId : undefined}
        className={active ? 'stroke-primary-950 outline-none' : 'outline-none'}
        onPointerEnter={onShow}
        onPointerLeave={onHide}
        onFocus={onShow}
        onBlur={onHide}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDismiss();
        }}
      />
    </g>
  );
}
