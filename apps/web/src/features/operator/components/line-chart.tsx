// A chart of figures per day (uPlot, ADR 3301), drawn on a canvas that screen readers skip: the
// figure's caption says what it shows and its total, and the same numbers are a table under
// "Show the numbers".
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './line-chart.css';
import { ColumnHeads } from './column-heads';
import { count, shortDay } from './format';

export interface ChartSeries {
  label: string;
  color: string;
  values: number[];
}

const HEIGHT = 220;

export function LineChart({
  title,
  days,
  series,
  summary,
}: {
  title: string;
  days: string[];
  series: ChartSeries[];
  /** One sentence for the caption: what the chart shows in words. */
  summary: string;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const xs = days.map((_, i) => i);
    const plot = new uPlot(
      {
        width: element.clientWidth || 320,
        height: HEIGHT,
        scales: { x: { time: false } },
        legend: { live: false },
        cursor: { drag: { x: false, y: false } },
        axes: [
          {
            values: (_u, ticks) => ticks.map((i) => (Number.isInteger(i) && days[i] ? shortDay(days[i]) : '')),
            grid: { stroke: '#e7e2da' },
            stroke: '#57534e',
          },
          {
            values: (_u, ticks) => ticks.map((v) => (Number.isInteger(v) ? count(v) : '')),
            grid: { stroke: '#e7e2da' },
            stroke: '#57534e',
            size: 48,
          },
        ],
        series: [
          { label: 'Day', value: (_u, i) => (i === null || !days[i] ? '' : shortDay(days[i])) },
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: 2,
            points: { show: days.length <= 31, size: 5 },
            value: (_u: uPlot, v: number | null) => (v === null ? '' : count(v)),
          })),
        ],
      },
      [xs, ...series.map((s) => s.values)],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series]);

  return (
    <figure className="min-w-0">
      <figcaption className="mb-2">
        <span className="block text-sm font-semibold text-ink">{title}</span>
        <span className="block text-xs text-muted">{summary}</span>
      </figcaption>
      <div ref={box} aria-hidden="true" className="operator-chart w-full" data-chart={title} />
      <details className="mt-1 text-xs text-muted">
        <summary className="cursor-pointer py-2">Show the numbers</summary>
        <div className="relative max-h-64 overflow-auto">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">{title}, per day</caption>
            <ColumnHeads columns={['Day', ...series.map((s) => s.label)]} className="py-1 pr-3 font-semibold" />
            <tbody>
              {days.map((day, i) => (
                <tr key={day} className="border-t border-line">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {shortDay(day)}
                  </th>
                  {series.map((s) => (
                    <td key={s.label} className="py-1 pr-3">
                      {count(s.values[i] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
