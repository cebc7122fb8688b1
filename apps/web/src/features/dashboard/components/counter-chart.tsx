import {
  Bar,
  BarChart,
  CartesianGrid,
  Rectangle,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatBerat, formatRupiah } from '../../../lib/format';
import styles from './counter-chart.module.css';
import { CHART_MIN_HEIGHT, type ChartPoint, formatRupiahSingkat, rupiahTicks } from './counter-chart-series';

const BAR = '#d8b65a';
const BAR_CURRENT = '#8a6d1d';

function PointTooltip({ active, payload }: { active?: boolean; payload?: readonly { payload?: unknown }[] }) {
  const point = payload?.[0]?.payload as ChartPoint | undefined;
  if (!active || !point) return null;
  return (
    <div className={styles.tooltip}>
      <div className={styles.tooltipTitle}>{point.title}</div>
      <div>{formatRupiah(point.value)}</div>
      {point.berat !== undefined && <div className={styles.tooltipNote}>{formatBerat(point.berat)} gr</div>}
    </div>
  );
}

/**
 * The bars of the sales or buyback card. Recharts is large: this file is only ever loaded
 * through React.lazy, so it stays out of the first download of the app.
 */
export function CounterChart({ points, name }: { points: ChartPoint[]; name: string }) {
  const ticks = rupiahTicks(points.map((point) => point.value));
  return (
    // Drawn over the whole box its card gives it, which grows with the cards beside it.
    <div className={styles.fill}>
      <ResponsiveContainer width="100%" height="100%" minHeight={CHART_MIN_HEIGHT}>
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="#f0f0f0" />
          <XAxis
            dataKey="label"
            tickLine={false}
            axisLine={{ stroke: '#d9d9d9' }}
            interval={0}
            fontSize={11}
          />
          <YAxis
            ticks={ticks}
            domain={[0, ticks.at(-1) ?? 0]}
            tickFormatter={formatRupiahSingkat}
            tickLine={false}
            axisLine={false}
            width={64}
            fontSize={11}
          />
          <Tooltip content={PointTooltip} cursor={{ fill: 'rgba(138, 109, 29, 0.08)' }} />
          <Bar
            dataKey="value"
            name={name}
            radius={[3, 3, 0, 0]}
            maxBarSize={36}
            shape={(props) => (
              <Rectangle {...props} fill={(props.payload as ChartPoint).current ? BAR_CURRENT : BAR} />
            )}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
