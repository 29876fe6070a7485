import type { ChartFrame, ChartLayout } from '@/core/finance/chart-layout';

/** A model chart's grid lines with their amounts, the zero line darker, and the months under the bars (as many as fit: chart-layout.ts). */
export function ChartAxes({ scale, frame }: { scale: ChartLayout; frame: ChartFrame }) {
  return (
    <g aria-hidden="true" style={{ fontSize: frame.font }}>
      {scale.ticks.map((tick) => (
        <g key={tick.y}>
          <line
            x1={scale.left}
            x2={scale.right}
            y1={tick.y}
            y2={tick.y}
            className={tick.zero ? 'stroke-base-500' : 'stroke-base-200'}
          />
          <text x={scale.left - 8} y={tick.y} textAnchor="end" dominantBaseline="middle" className="fill-base-500">
            {tick.text}
          </text>
        </g>
      ))}
      {scale.labels.map((label) => (
        <text key={label.text} x={label.x} y={scale.labelY} textAnchor="middle" className="fill-base-500">
          {label.text}
        </text>
      ))}
    </g>
  );
}
