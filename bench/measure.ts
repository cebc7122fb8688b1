import type { Server } from 'node:http';

/** One measured operation beside its baseline. */
export interface Measurement {
  name: string;
  baseline: string;
  perOpMs: number;
  baselinePerOpMs: number;
}

/** Milliseconds per run, after a warm-up of up to 20 runs. */
export async function time(iterations: number, run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < Math.min(20, iterations); i += 1) await run(); // warm-up
  const started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i += 1) await run();
  return Number(process.hrtime.bigint() - started) / 1e6 / iterations;
}

/** The address of a Fastify app listening on 127.0.0.1. */
export function origin(server: { server: Server }): string {
  const address = server.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

export function printMeasurements(database: string, results: readonly Measurement[]): void {
  console.log(`database: ${database}`);
  console.log('operation | per op (ms) | baseline | baseline per op (ms) | ratio');
  for (const result of results) {
    const ratio = result.perOpMs / result.baselinePerOpMs;
    console.log(
      `${result.name} | ${result.perOpMs.toFixed(3)} | ${result.baseline} | ${result.baselinePerOpMs.toFixed(3)} | ${ratio.toFixed(1)}x`,
    );
  }
}

/**
 * One of issue 28's figures: what was measured, beside what it is compared with, and the
 * goal it must meet (`value <= goal.max`). Printed by printGoals with GOAL MET or GOAL MISSED.
 */
export interface GoalFigure {
  name: string;
  value: number;
  unit: string;
  /** What the figure is read beside: a raw SQL, an idle run, the sign-in page. */
  comparator?: { name: string; value: number };
  /** The goal as the issue words it ("≤ 2x raw SQL") and the ceiling it comes to. */
  goal: { text: string; max: number };
}

const shown = (value: number, unit: string) =>
  `${value >= 100 || Number.isInteger(value) ? value.toFixed(0) : value.toFixed(1)} ${unit}`;

/** Prints each figure beside its comparator and goal; true when every goal is met. */
export function printGoals(title: string, figures: readonly GoalFigure[]): boolean {
  console.log(`\n== ${title} ==`);
  console.log('figure | measured | comparator | goal | verdict');
  let met = true;
  for (const figure of figures) {
    const ok = figure.value <= figure.goal.max;
    met &&= ok;
    const comparator = figure.comparator
      ? `${figure.comparator.name} ${shown(figure.comparator.value, figure.unit)} (${(figure.value / figure.comparator.value).toFixed(2)}x)`
      : '-';
    console.log(
      `${figure.name} | ${shown(figure.value, figure.unit)} | ${comparator} | ${figure.goal.text} (${shown(figure.goal.max, figure.unit)}) | ${ok ? 'GOAL MET' : 'GOAL MISSED'}`,
    );
  }
  return met;
}

/** The p-th percentile (0..100) of samples, nearest rank. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}
