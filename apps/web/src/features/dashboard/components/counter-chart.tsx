import { useLayoutEffect, useRef, useState } from 'react';
import { formatBerat, formatRupiah } from '../../../lib/format';
import styles from './counter-chart.module.css';
import { CHART_MIN_HEIGHT, type ChartPoint, formatRupiahSingkat, rupiahTicks } from './counter-chart-series';

const BAR = '#d8b65a';
const BAR_CURRENT = '#8a6d1d';
/** Room for the rupiah labels on the left and the day or hour labels below. */
const MARGIN = { top: 8, right: 8, bottom: 24, left: 64 };
const MAX_BAR = 36;
/** Labels narrower than this apart would run into each other: only every so many is drawn. */
const LABEL_SPACE = 18;

/** A bar with rounded top corners, from the axis up to `top`. */
function barPath(x: number, top: number, width: number, bottom: number): string {
  const r = Math.min(3, width / 2, bottom - top);
  return `M${x},${bottom}V${top + r}Q${x},${top} ${x + r},${top}H${x + width - r}Q${x + width},${top} ${x + width},${top + r}V${bottom}Z`;
}

function useBoxSize() {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, ...size };
}

function PointTooltip({ point, left }: { point: ChartPoint; left: number }) {
  return (
    <div className={styles.tooltip} style={{ left }} data-testid="chart-tooltip">
      <div className={styles.tooltipTitle}>{point.title}</div>
      <div>{formatRupiah(point.value)}</div>
      {point.berat !== undefined && <div className={styles.tooltipNote}>{formatBerat(point.berat)} gr</div>}
    </div>
  );
}

/**
 * The bars of a document's card, drawn as plain SVG: a value axis in round rupiah steps, a
 * bar per day or hour, the business date's own bar darker, and the figures of the bar under
 * the pointer. Recharts drew the same for 88 kB of script and most of the dashboard's main
 * thread on a shop's PC (issue 28); a handful of rectangles needs neither.
 */
export function CounterChart({ points, name }: { points: ChartPoint[]; name: string }) {
  const { ref, width, height } = useBoxSize();
  const [hovered, setHovered] = useState<number>();
  const ticks = rupiahTicks(points.map((point) => point.value));
  const top = ticks.at(-1) || 1;
  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const bottom = Math.max(MARGIN.top, height - MARGIN.bottom);
  const plotHeight = bottom - MARGIN.top;
  const band = points.length > 0 ? plotWidth / points.length : 0;
  const barWidth = Math.min(MAX_BAR, band * 0.8);
  const labelEvery = Math.max(1, Math.ceil(LABEL_SPACE / (band || 1)));
  const y = (value: number) => bottom - (plotHeight * value) / top;
  const point = hovered === undefined ? undefined : points[hovered];

  return (
    // Drawn over the whole box its card gives it, which grows with the cards beside it.
    <div ref={ref} className={styles.fill} style={{ minHeight: CHART_MIN_HEIGHT }}>
      {width > 0 && (
        <svg
          width={width}
          height={height}
          role="img"
          aria-label={name}
          data-chart=""
          // The whole column answers the pointer, so a short bar is as easy to point at as a tall one.
          onMouseMove={(event) => {
            const x = event.clientX - event.currentTarget.getBoundingClientRect().left - MARGIN.left;
            const index = Math.floor(x / (band || 1));
            setHovered(index >= 0 && index < points.length ? index : undefined);
          }}
          onMouseLeave={() => setHovered(undefined)}
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={MARGIN.left + plotWidth}
                y1={y(tick)}
                y2={y(tick)}
                stroke="#f0f0f0"
              />
              <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" className={styles.axisLabel}>
                {formatRupiahSingkat(tick)}
              </text>
            </g>
          ))}
          <line x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={bottom} y2={bottom} stroke="#d9d9d9" />
          {points.map((item, index) => {
            const x = MARGIN.left + index * band;
            return (
              <g key={item.label}>
                <rect
                  x={x}
                  y={MARGIN.top}
                  width={band}
                  height={plotHeight}
                  fill={hovered === index ? 'rgba(138, 109, 29, 0.08)' : 'transparent'}
                />
                {item.value > 0 && (
                  <path
                    d={barPath(x + (band - barWidth) / 2, y(item.value), barWidth, bottom)}
                    fill={item.current ? BAR_CURRENT : BAR}
                    data-bar=""
                  />
                )}
                {index % labelEvery === 0 && (
                  <text x={x + band / 2} y={bottom + 16} textAnchor="middle" className={styles.axisLabel}>
                    {item.label}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      )}
      {point && hovered !== undefined && (
        <PointTooltip
          point={point}
          left={Math.min(MARGIN.left + (hovered + 1) * band + 8, Math.max(0, width - 180))}
        />
      )}
    </div>
  );
}
