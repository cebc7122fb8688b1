import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './demo/seed-demo.ts';
import { seedDemoLoans } from './demo/seed-demo-loans.ts';

/** Starts the whole product: database, migrations, demo data, API, socket, web app. */
async function main(): Promise<void> {
  const config = loadConfig();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config);
  } catch (error) {
    console.error(`Gagal membuka database: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  if (config.seedDemo)
    await seedDemo(database.db, {
      timeZone: config.timeZone,
      now: config.now(),
      goods: config.seedDemoGoods,
    });

  const { app, health } = await buildApp(config, database);
  // Loans go through the app's own rules, so they wait for it; with the demo goods, day one.
  // A shop whose day cannot take a loan (its date blocked) starts without them, not at all.
  if (config.seedDemo && config.seedDemoGoods) {
    await seedDemoLoans(app, database.db).catch((error: unknown) =>
      console.warn(`Hutang demo tidak dibuat: ${error instanceof Error ? error.message : String(error)}`),
    );
  }
  let closing = false;
  // Ready turns 503 first (a balancer takes the process out), then the listener stops and the
  // requests in flight finish (a closing completes); past the timeout the process leaves
  // anyway and the database rolls back what was not committed.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    health.beginShutdown();
    app.log.info(`${signal}: menutup server`);
    const giveUp = setTimeout(() => {
      console.error(
        `${signal}: permintaan belum selesai setelah ${config.shutdown.timeoutMs} ms, server dihentikan`,
      );
      process.exit(1);
    }, config.shutdown.drainMs + config.shutdown.timeoutMs);
    giveUp.unref();
    await new Promise((resolve) => setTimeout(resolve, config.shutdown.drainMs));
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error(
      `Gagal menjalankan server di port ${config.port}: ${error instanceof Error ? error.message : String(error)}`,
    );
    await database.close();
    process.exit(1);
  }
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite di ${config.dataDir}`;
  console.log(`Toko Emas Back Office siap di http://localhost:${config.port} (database: ${where})`);
}

void main();
