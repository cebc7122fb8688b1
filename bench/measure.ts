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
