import { type DashboardChartDay, formatTanggalPanjang, INDONESIAN_MONTHS } from '@toko/shared';

/** The least height of the chart, kept while its code is still loading. */
export const CHART_MIN_HEIGHT = 280;

/** One bar of the sales or buyback chart. */
export interface ChartPoint {
  /** Under the bar: the day of the month ("7") or the hour ("09"). */
  label: string;
  /** In the tooltip: "7 November 2026" or "Pukul 09:00 – 09:59". */
  title: string;
  /** Rupiah. */
  value: number;
  /** Grams, where the answer has them (per day). */
  berat?: number;
  /** The business date's own bar, drawn apart from the rest. */
  current: boolean;
}

/**
 * The hours a gold shop's counter is usually open. The chart always spans them, so a
 * morning with one sale does not read as a whole day; a sale outside widens the span.
 */
export const JAM_BUKA = 8;
export const JAM_TUTUP = 21;

const pad = (hour: number) => String(hour).padStart(2, '0');

/** Today's bars per hour: zero for hours without lines, from opening to closing at least. */
export function hourSeries(perJam: readonly { jam: string; value: number }[]): ChartPoint[] {
  const byHour = new Map<number, number>();
  for (const entry of perJam) {
    const hour = Number(entry.jam);
    if (Number.isInteger(hour) && hour >= 0 && hour <= 23) {
      byHour.set(hour, (byHour.get(hour) ?? 0) + entry.value);
    }
  }
  const hours = [...byHour.keys()];
  const first = Math.min(JAM_BUKA, ...hours);
  const last = Math.max(JAM_TUTUP - 1, ...hours);
  const points: ChartPoint[] = [];
  for (let hour = first; hour <= last; hour += 1) {
    points.push({
      label: pad(hour),
      title: `Pukul ${pad(hour)}:00 – ${pad(hour)}:59`,
      value: byHour.get(hour) ?? 0,
      current: false,
    });
  }
  return points;
}

/** This month's bars per day; the last one is the business date (the answer ends there). */
export function daySeries(data: readonly DashboardChartDay[]): ChartPoint[] {
  return data.map((day, index) => ({
    label: String(Number(day.tanggal.slice(8, 10))),
    title: formatTanggalPanjang(day.tanggal),
    value: day.value,
    berat: day.berat,
    current: index === data.length - 1,
  }));
}

/**
 * Round rupiah steps for the value axis (1, 2, 2.5 or 5 times a power of ten, at most
 * five of them), from zero to just above the largest bar: 21.3 jt gives 0, 5, 10 ... 25 jt.
 * An empty chart still gets a rupiah axis (0 to 1 jt) rather than 0 to 4 rupiah.
 */
export function rupiahTicks(values: readonly number[]): number[] {
  const max = Math.max(0, ...values) || 1_000_000;
  const magnitude = 10 ** Math.floor(Math.log10(max / 5));
  const step =
    [1, 2, 2.5, 5, 10]
      .map((factor) => factor * magnitude)
      .find((candidate) => Number.isInteger(candidate) && candidate * 5 >= max) ?? 10 * magnitude;
  return Array.from({ length: Math.ceil(max / step) + 1 }, (_, index) => index * step);
}

const UNITS = [
  { size: 1_000_000_000_000, name: 'T' },
  { size: 1_000_000_000, name: 'M' },
  { size: 1_000_000, name: 'jt' },
  { size: 1_000, name: 'rb' },
] as const;

/**
 * Rupiah short enough for an axis, in the words shops use: 750 rb, 16.3 jt, 1.2 M
 * (ribu, juta, miliar). The decimal point follows the app's number format (1,234.5).
 */
export function formatRupiahSingkat(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  // The largest unit whose rounded figure is at least 1: 999,999,999 reads "1 M", not "1000 jt".
  for (const unit of UNITS) {
    const scaled = Math.round((abs / unit.size) * 10) / 10;
    if (scaled >= 1) return `${sign}${Number.isInteger(scaled) ? scaled : scaled.toFixed(1)} ${unit.name}`;
  }
  return `${sign}${abs}`;
}

/** "2026-11" -> "November 2026". */
export function formatBulan(bulan: string): string {
  const [year, month] = bulan.split('-').map(Number);
  const name = INDONESIAN_MONTHS[(month ?? 0) - 1];
  return name && year ? `${name} ${year}` : bulan;
}

/** The month so far: "1 – 22 November 2026" (the days the answer covers). */
export function periodeBulan(bulan: string, data: readonly { tanggal: string }[]): string {
  const last = data.at(-1)?.tanggal;
  if (!last?.startsWith(bulan)) return formatBulan(bulan);
  return `1 – ${Number(last.slice(8, 10))} ${formatBulan(bulan)}`;
}
