import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Only the pieces the progress view draws: bars, lines, their two scales, legend and tooltips.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

/** The colours of the lessons' lines, in order; enough for `progressQuizLessons`. */
export const seriesColors = ['#4f46e5', '#059669', '#d97706', '#db2777', '#0284c7'] as const;

/**
 * A chart.js chart on a canvas, drawn again when its configuration changes. The canvas is an image
 * to assistive technology, named by `label`; the figures themselves sit in a table next to it.
 */
export function ProgressChart({
  config,
  label,
  height = 220,
}: {
  config: ChartConfiguration<'bar' | 'line', (number | null)[], string>;
  label: string;
  height?: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const dark = document.documentElement.classList.contains('dark');
    Chart.defaults.color = dark ? '#cbd5e1' : '#475569';
    Chart.defaults.borderColor = dark ? 'rgba(148,163,184,0.25)' : 'rgba(100,116,139,0.2)';
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const chart = new Chart(canvas.current, {
      ...config,
      options: {
        ...config.options,
        responsive: true,
        maintainAspectRatio: false,
        ...(reduced ? { animation: false as const } : {}),
      },
    });
    return () => chart.destroy();
  }, [config]);
  return (
    <div className="relative w-full" style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
