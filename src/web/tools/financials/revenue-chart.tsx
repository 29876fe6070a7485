import { useId, useState } from 'react';
import { formatCompactUsd } from '@/core/finance/money';
import { barShade, niceCeiling, shortMonth } from './chart-scale';

export interface ChartMonth {
  /** "Month 1" */
  label: string;
  revenue: number;
  /** "$12,400" */
  display: string;
}

const WIDTH = 640;
const HEIGHT = 280;
const PAD = { top: 16, right: 12, bottom: 32, left: 56 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
const TICKS = [0, 0.25, 0.5, 0.75, 1];

/**
 * Year 1 revenue as a hand-drawn SVG bar chart: no chart package, so nothing beyond this screen's
 * chunk is loaded for it. Each bar takes keyboard focus and shows its value and month in a tooltip.
 */
export function RevenueChart({ months }: { months: ChartMonth[] }) {
  const [active, setActive] = useState<number | null>(null);
  const id = useId();
  const captionId = `${id}-caption`;
  const tooltipId = `${id}-tooltip`;
  const top = niceCeiling(Math.max(0, ...months.map((month) => month.revenue)));
  const slot = PLOT_W / Math.max(1, months.length);
  const barWidth = slot * 0.68;
  const bar = (index: number) => {
    const month = months[index] as ChartMonth;
    const height = (month.revenue / top) * PLOT_H;
    return { x: PAD.left + index * slot + (slot - barWidth) / 2, y: PAD.top + PLOT_H - height, height };
  };
  const shown = active === null ? null : { month: months[active] as ChartMonth, ...bar(active) };

  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-2">
      <figcaption id={captionId} className="text-sm font-medium text-slate-700">
        Year 1 monthly revenue
      </figcaption>
      <div className="relative">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="group" aria-labelledby={captionId}>
          <g aria-hidden="true" className="text-[11px]">
            {TICKS.map((tick) => {
              const y = PAD.top + PLOT_H - tick * PLOT_H;
              return (
                <g key={tick}>
                  <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} stroke="#e2e8f0" />
                  <text x={PAD.left - 8} y={y} textAnchor="end" dominantBaseline="middle" fill="#64748b">
                    {formatCompactUsd(top * tick)}
                  </text>
                </g>
              );
            })}
            {months.map((month, index) => (
              <text
                key={month.label}
                x={PAD.left + index * slot + slot / 2}
                y={HEIGHT - 10}
                textAnchor="middle"
                fill="#64748b"
              >
                {shortMonth(month.label)}
              </text>
            ))}
          </g>
          {months.map((month, index) => {
            const { x, y, height } = bar(index);
            const show = () => setActive(index);
            const hide = () => setActive((current) => (current === index ? null : current));
            return (
              <g key={month.label}>
                {/* The whole column answers the pointer, so months with small bars are easy to hover. */}
                <rect
                  x={PAD.left + index * slot}
                  y={PAD.top}
                  width={slot}
                  height={PLOT_H}
                  fill="transparent"
                  aria-hidden="true"
                  onPointerEnter={show}
                  onPointerLeave={hide}
                />
                <rect
                  x={x}
                  y={y}
                  width={barWidth}
                  height={Math.max(height, 1)}
                  rx={3}
                  fill={barShade(index, months.length)}
                  stroke={active === index ? '#1e1b4b' : 'none'}
                  strokeWidth={2}
                  tabIndex={0}
                  role="img"
                  aria-label={`${month.label}: ${month.display}`}
                  aria-describedby={active === index ? tooltipId : undefined}
                  className="outline-none"
                  onPointerEnter={show}
                  onPointerLeave={hide}
                  onFocus={show}
                  onBlur={hide}
                  onKeyDown={(event) => {
                    if (event.key === 'Escape') setActive(null);
                  }}
                />
              </g>
            );
          })}
        </svg>
        {shown && (
          <div
            id={tooltipId}
            role="tooltip"
            className="pointer-events-none absolute z-10 -translate-x-1/2 -translate-y-full rounded-md bg-slate-900 px-3 py-1.5 text-center text-xs text-white shadow-md"
            style={{
              left: `${((shown.x + barWidth / 2) / WIDTH) * 100}%`,
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
