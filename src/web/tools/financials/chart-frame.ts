import { useLayoutEffect, useRef, useState } from 'react';
import type { ChartFrame } from '@/core/finance/chart-layout';

/** The labels' size in CSS pixels: the SVG is drawn in pixels, so it stays this size on a phone. */
const FONT = 11;
/** The width drawn for before the frame is measured (and where nothing measures: tests without layout). */
const FALLBACK = 640;

/**
 * The frame a chart is drawn in: its container's width in CSS pixels (measured before the first
 * paint, then followed as it changes), a height that suits it, and the labels' size. A chart drawn
 * in a fixed viewBox and scaled down to a phone shrank its 11 px labels to about 3 px.
 */
export function useChartFrame() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.round(element.clientWidth);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const frame: ChartFrame = { width, height: Math.round(Math.min(280, Math.max(190, width * 0.44))), font: FONT };
  return { ref, frame };
}
