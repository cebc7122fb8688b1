/**
 * `npm run check:faults` (issue 17): kills the real server with SIGKILL in the middle of a
 * closing, an import and a burst of sales, restarts it and checks the books; restarts a
 * private PostgreSQL under traffic and checks the server recovers on its own. Not run in
 * CI (it kills processes and starts a PostgreSQL). Repeat a run with its `--seed`.
 *
 *   node --import tsx scripts/check-faults.ts [--seed N] [--only a,b,c,d] [--db pglite|postgres|both]
 */
import { type ScenarioDatabase, scenarioDatabase } from './faults/backend.ts';
import { type Backend, parseFaultArgs, type Scenario, seededRandom } from './faults/options.ts';
import { type PrivatePostgres, startPrivatePostgres } from './faults/private-postgres.ts';
import {
  closingScenario,
  Findings,
  importScenario,
  postgresRestartScenario,
  type ScenarioContext,
  salesScenario,
} from './faults/scenarios.ts';

const TITLES: Record<Scenario, string> = {
  a: 'kill -9 saat tutup toko',
  b: 'kill -9 saat import data',
  c: 'kill -9 saat rentetan penjualan',
  d: 'restart PostgreSQL di tengah lalu lintas',
};

async function main() {
  let options: ReturnType<typeof parseFaultArgs>;
  try {
    options = parseFaultArgs(process.argv.slice(2), Date.now() % 1_000_000);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
  console.log(
    `check:faults --seed ${options.seed} --only ${options.only.join(',')} --db ${options.backends.join(',')}`,
  );
  const started = Date.now();
  let postgres: PrivatePostgres | undefined;
  const results: { label: string; pass: boolean }[] = [];
  const stopPostgres = () => {
    postgres?.destroy();
    postgres = undefined;
  };
  process.on('SIGINT', () => {
    stopPostgres();
    process.exit(130);
  });
  try {
    if (options.backends.includes('postgres')) {
      postgres = await startPrivatePostgres();
      console.log(`PostgreSQL pribadi di port ${postgres.port}`);
    }
    for (const backend of options.backends) {
      for (const scenario of options.only) {
        // PGlite lives in the server's process: there is no database server to restart.
        if (scenario === 'd' && backend !== 'postgres') continue;
        const label = `${scenario}. ${TITLES[scenario]} [${backend}]`;
        // Each scenario draws from its own sequence: --only does not shift the others' moments.
        const random = seededRandom(
          options.seed * 31 + scenario.charCodeAt(0) * 7 + (backend === 'postgres' ? 1 : 0),
        );
        const findings = new Findings();
        const scenarioStarted = Date.now();
        let target: ScenarioDatabase | undefined;
        try {
          target = await scenarioDatabase(backend as Backend, postgres);
          const context: ScenarioContext = { target, random, findings };
          if (scenario === 'a') await closingScenario(context);
          if (scenario === 'b') await importScenario(context);
          if (scenario === 'c') await salesScenario(context);
          if (scenario === 'd' && postgres) await postgresRestartScenario(context, postgres);
        } catch (error) {
          findings.expect(
            false,
            `galat: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
          );
        } finally {
          target?.remove();
        }
        const pass = findings.failures.length === 0;
        results.push({ label, pass });
        console.log(
          `${pass ? 'PASS' : 'FAIL'} ${label} (${((Date.now() - scenarioStarted) / 1000).toFixed(1)} s)`,
        );
        for (const figure of findings.figures) console.log(`     ${figure}`);
        for (const failure of findings.failures) console.log(`   ! ${failure}`);
      }
    }
  } finally {
    stopPostgres();
  }
  const failed = results.filter((result) => !result.pass);
  console.log(
    `check:faults: ${results.length - failed.length}/${results.length} PASS, ${failed.length} FAIL, seed ${options.seed}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exit(failed.length > 0 ? 1 : 0);
}

void main();
