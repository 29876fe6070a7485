import { useId, useState } from 'react';
import { formatCompactMoney, type Currency } from '@/core/finance/currency';
import { barShade, niceCeiling, shortMonth } from './chart-scale';

export interface ChartMonth {
  /** "Month 1" */
  label: string;
  revenue: number;
  /** "$12,400", in the model's currency */
  display: string;
}

const WIDTH = 640;
const HEIGHT = 280;
const PAD = { top: 16, right: 12, bottom: 32, left: 56 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
const TICKS = [0, 0.25, 0.5, 0.75, 1];
/** A bar's share of its month's slot. */
const BAR_SHARE = 0.68;

/** Where each month's slot and bar sit, for months whose highest revenue is under `top`. */
function layout(months: readonly ChartMonth[]) {
  const top = niceCeiling(Math.max(0, ...months.map((month) => month.revenue)));
  const slot = PLOT_W / Math.max(1, months.length);
  const barWidth = slot * BAR_SHARE;
  const bar = (index: number) => {
    const height = ((months[index]?.revenue ?? 0) / top) * PLOT_H;
    return { x: PAD.left + index * slot + (slot - barWidth) / 2, y: PAD.top + PLOT_H - height, height };
  };
  return { top, slot, barWidth, bar };
}
type Layout = ReturnType<typeof layout>;

/**
 * Year 1 revenue as a hand-drawn SVG bar chart: no chart package, so nothing beyond this screen's
 * chunk is loaded for it. Each bar takes keyboard focus and shows its value and month in a tooltip.
 */
export function RevenueChart({ months, currency }: { months: ChartMonth[]; currency: Currency }) {
  const [active, setActive] = useState<number | null>(null);
  const id = useId();
  const captionId = `${id}-caption`;
  const tooltipId = `${id}-tooltip`;
  const scale = layout(months);
  const shown = active === null ? null : { month: months[active] as ChartMonth, ...scale.bar(active) };

  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-2">
      <figcaption id={captionId} className="text-sm font-medium text-base-700">
        Year 1 monthly revenue
      </figcaption>
      <div className="relative">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="group" aria-labelledby={captionId}>
          <ChartAxes months={months} scale={scale} currency={currency} />
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
        {shown && (
          <div
            id={tooltipId}
            role="tooltip"
            className="pointer-events-none absolute z-10 -translate-x-1/2 -translate-y-full rounded-md bg-base-900 px-3 py-1.5 text-center text-xs text-white shadow-md"
            style={{
              left: `${((shown.x + scale.barWidth / 2) / WIDTH) * 100}%`,
              top: `calc(${(shown.y / HEIGHT) * 100}% - 6px)`,
            }}
          >
            <p className="font-semibold">{shown.month.display}</p>
            <p>{shown.month.label}</p>
          </div>
        )}
      </div>
    </figure>
  );
}

/** The grid lines with their compact amounts in the model's currency, and the months under the bars (M1 to M12). */
function ChartAxes({ months, scale, currency }: { months: readonly ChartMonth[]; scale: Layout; currency: Currency }) {
  return (
    <g aria-hidden="true" className="text-[11px]">
      {TICKS.map((tick) => {
        const y = PAD.top + PLOT_H - tick * PLOT_H;
        return (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} className="stroke-base-200" />
            <text x={PAD.left - 8} y={y} textAnchor="end" dominantBaseline="middle" className="fill-base-500">
              {formatCompactMoney(scale.top * tick, currency)}
            </text>
          </g>
        );
      })}
      {months.map((month, index) => (
        <text
          key={month.label}
          x={PAD.left + index * scale.slot + scale.slot / 2}
          y={HEIGHT - 10}
          textAnchor="middle"
          className="fill-base-500"
        >
          {shortMonth(month.label)}
        </text>
      ))}
    </g>
  );
}

interface ChartBarProps {
  month: ChartMonth;
  index: number;
  count: number;
  scale: Layout;
  active: boolean;
  tooltipId: string;
  onShow: () => void;
  onHide: () => void;
  onDismiss: () => void;
}

/** One month: its bar (focusable, named by month and value) and a full-height column for the pointer. */
function ChartBar({ month, index, count, scale, active, tooltipId, onShow, onHide, onDismiss }: ChartBarProps) {
  const { x, y, height } = scale.bar(index);
  return (
    <g>
      {/* The whole column answers the pointer, so months with small bars are easy to hover. */}
      <rect
        x={PAD.left + index * scale.slot}
        y={PAD.top}
        width={scale.slot}
        height={PLOT_H}
        fill="transparent"
        aria-hidden="true"
        onPointerEnter={onShow}
        onPointerLeave={onHide}
      />
      <rect
        x={x}
        y={y}
        width={scale.barWidth}
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
