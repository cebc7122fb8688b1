import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Server } from 'socket.io';
import { appVersion } from './app-version.ts';
import type { Config } from './config.ts';
import { ClosingPipeline } from './counter/closing-pipeline.ts';
import { createDashboard } from './counter/dashboard.ts';
import { registerDashboardRoute } from './counter/document-chart.routes.ts';
import { createNotaSigner, loadNotaSecret } from './counter/nota-token.ts';
import type { Database } from './db/client.ts';
import { registerAccessRoutes } from './modules/access/access.routes.ts';
import { type AccessService, createAccessService } from './modules/access/access.service.ts';
import { createAuthEpochs } from './modules/access/auth-epochs.ts';
import { createOtorisasiService } from './modules/access/otorisasi.service.ts';
import { registerUsersRoutes } from './modules/access/users.routes.ts';
import { createUsersService } from './modules/access/users.service.ts';
import { registerBackupControl } from './modules/backup/backup-control.ts';
import { type BackupSchedule, backupHealth, startBackupSchedule } from './modules/backup/backup-schedule.ts';
import { registerCash } from './modules/cash/cash.module.ts';
import { type CashService, createCashService } from './modules/cash/cash.service.ts';
import { importLedgerRows, refreezeClosedDays } from './modules/cash/cash-import.service.ts';
import { registerCekNota } from './modules/cek-nota/cek-nota.module.ts';
import { registerDataDelete } from './modules/data-tools/data-delete.module.ts';
import { registerDataImport } from './modules/data-tools/data-import.module.ts';
import { registerHutang } from './modules/debts/hutang.module.ts';
import { registerEod } from './modules/eod/eod.module.ts';
import { registerGoods } from './modules/goods/goods.module.ts';
import { registerHargaEmas } from './modules/harga-emas/harga-emas.module.ts';
import { createDocumentPhotoService } from './modules/images/document-photos.service.ts';
import { registerImageRoutes } from './modules/images/images.routes.ts';
import { createImageService } from './modules/images/images.service.ts';
import { registerMasterDataRoutes } from './modules/master-data/master-data.routes.ts';
import {
  createMasterDataService,
  type MasterDataService,
} from './modules/master-data/master-data.service.ts';
import { registerMembers } from './modules/members/members.module.ts';
import { registerPesanan } from './modules/orders/pesanan.module.ts';
import { registerPapanHarga } from './modules/papan-harga/papan-harga.module.ts';
import { nudgePapanHargaOnChanges } from './modules/papan-harga/papan-harga.routes.ts';
import { refreshPembelianHarian } from './modules/purchases/pembelian.service.ts';
import { registerPurchases } from './modules/purchases/purchases.module.ts';
import { createPantauanService } from './modules/reports/pantauan.service.ts';
import { nudgePantauanOnWrites } from './modules/reports/pantauan-nudge.ts';
import { registerReports } from './modules/reports/reports.module.ts';
import { refreshPenjualanHarian } from './modules/sales/penjualan.service.ts';
import { registerSales } from './modules/sales/sales.module.ts';
import { registerServiceRepair } from './modules/services/service-repair.module.ts';
import { registerSettingsRoutes } from './modules/settings/settings.routes.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { registerStockOpname } from './modules/stock-taking/stock-opname.module.ts';
import { registerStoreClosingRoutes } from './modules/store-closing/store-closing.routes.ts';
import { createStoreClosingService } from './modules/store-closing/store-closing.service.ts';
import { registerAccessGuard } from './plugins/access-guard.ts';
import { registerApiDocument, registerApiDocumentRoute } from './plugins/api-document.ts';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler.ts';
import { fileStoreImageOrigins, registerFileStore } from './plugins/file-store.ts';
import { type Health, registerHealth } from './plugins/health.ts';
import { registerJsonBody } from './plugins/json-body.ts';
import { createMetrics, registerMetrics } from './plugins/metrics.ts';
import { registerNulGuard } from './plugins/nul-guard.ts';
import { registerPublicRateLimit } from './plugins/public-rate-limit.ts';
import { createRealtime } from './plugins/realtime.ts';
import { registerWebApp } from './plugins/web-app.ts';

export interface App {
  app: FastifyInstance;
  io: Server;
  /** `/health/*`: what a signal handler tells first when the process is to stop. */
  health: Health;
  pipeline: ClosingPipeline;
  /** BACKUP_SCHEDULE's backups; undefined while it is unset. */
  backups: BackupSchedule | undefined;
  services: { access: AccessService; masterData: MasterDataService; cash: CashService };
}

/**
 * Builds the whole server without listening: plugins first, then every area in
 * a written order. Tests build it on their own database and talk to it with inject.
 */
export async function buildApp(config: Config, database: Database): Promise<App> {
  const version = appVersion();
  const app = await frameworkFor(config, version);
  const { db } = database;
  // File store: local folder or S3 bucket, served read-only at GET /files/*.
  const files = registerFileStore(app, config);
  const access = createAccessService({ db, config, epochs: await createAuthEpochs(database) });
  registerAccessGuard(app, access);
  const metrics = createMetrics(database, { processMetrics: Boolean(config.metrics.token) });
  // BACKUP_SCHEDULE: the server's own backups, told in /health/ready and the metrics.
  const backups = startBackupSchedule({
    config,
    database,
    appVersion: version,
    reporter: metrics,
    log: app.log,
  });
  if (backups) app.addHook('onClose', () => backups.stop());
  const health = registerHealth(app, { database, backup: backups && (() => backupHealth(backups.status())) });
  registerApiDocumentRoute(app);
  // Before any route, so every request is counted by its route pattern.
  registerMetrics(app, metrics, config);
  // Before any route: the public pages (Papan Harga) answer so many requests per address.
  const publicAllowed = registerPublicRateLimit(app, config);
  const io = createRealtime(app, access, { pool: database.pool, publicAllowed });
  // Before any route, so every write's response reaches them (Pantauan's and the boards' nudges).
  nudgePantauanOnWrites(app, io);
  nudgePapanHargaOnChanges(app, io);

  // Areas, in order. Each later area registers its closing steps on `pipeline` here.
  const pipeline = new ClosingPipeline();
  registerAccessRoutes(app, access);
  registerUsersRoutes(app, createUsersService({ db }));
  const settings = createSettingsService({ db, fileUrl: files.url });
  registerSettingsRoutes(app, settings);
  const masterData = createMasterDataService({ db, files });
  registerMasterDataRoutes(app, masterData);
  // The cash book's one writer, for every area that books money (decision 012).
  const cash = createCashService({ db, masterData });
  const hargaEmas = registerHargaEmas(app, { db, pipeline });
  registerPapanHarga(app, { settings, hargaEmas, masterData, now: config.now });
  const otorisasi = createOtorisasiService({ db, config });
  const goods = registerGoods(app, { db, masterData, otorisasi, pipeline, fileUrl: files.url });
  registerStockOpname(app, { db, masterData, otorisasi, pipeline });
  // Photos of counter documents: uploaded here, checked by pesanan and service when saved.
  const documentPhotos = createDocumentPhotoService({ files });
  registerImageRoutes(app, createImageService({ db, files, masterData, goods }), documentPhotos);
  const members = registerMembers(app, { db, masterData, otorisasi, documentPhotos });
  // What every counter document works with; each area takes the part it needs (its counter-deps).
  const dashboard = createDashboard();
  // Signs the link of every receipt's QR code; Cek Nota and the buyback counter's scan verify it.
  const notaSigner = createNotaSigner(loadNotaSecret(config), config.publicUrl);
  const counter = {
    db,
    masterData,
    goods,
    hargaEmas,
    otorisasi,
    members,
    cash,
    pipeline,
    dashboard,
    notaSigner,
  };
  // Before sales: a sale collecting an order marks it FINISH through this service.
  const pesanan = registerPesanan(app, { ...counter, documentPhotos });
  const penjualan = registerSales(app, { ...counter, pesanan });
  const pembelian = registerPurchases(app, { ...counter, penjualan });
  registerServiceRepair(app, { ...counter, documentPhotos });
  const hutang = registerHutang(app, { ...counter, documentPhotos });
  registerCekNota(app, { signer: notaSigner, settings, penjualan, hutang, pembelian });
  registerCash(app, { db, service: cash, otorisasi, pipeline });
  registerDashboardRoute(app, dashboard);
  // The day's summary reads what every other step froze: the pipeline runs it last (phase eod).
  // The day's exceptions (Pantauan) are read by the closing's summary and by the report engine.
  const pantauan = createPantauanService({ db });
  registerEod({ hargaEmas, pantauan, pipeline });
  // Old documents imported or deleted rewrite the dashboard's roll-ups of their days.
  const rollups = { penjualan: refreshPenjualanHarian, pembelian: refreshPembelianHarian };
  registerDataImport(app, {
    db,
    rollups,
    cashImport: { importLedgerRows, refreezeClosedDays },
    metrics,
  });
  registerReports(app, { db, pinned: database.pinned, pantauan });
  registerDataDelete(app, { db, cash, rollups });
  // `npm run backup` against this running PGlite server (the folder is ours alone).
  registerBackupControl(app, { config, database });
  registerStoreClosingRoutes(app, {
    service: createStoreClosingService({ db, pipeline, access, metrics }),
    access,
    io,
  });

  registerWebApp(app, config);
  return { app, io, health, pipeline, backups, services: { access, masterData, cash } };
}

/** Fastify with the checks every request passes before an area sees it: errors, bodies, headers. */
async function frameworkFor(config: Config, version: string): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 10 * 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    // Registering every area compiles hundreds of route schemas: on a 2-core machine under
    // load (a test run beside a build) that passed Fastify's 10 s default and the start failed.
    pluginTimeout: 60_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerNulGuard(app);
  registerJsonBody(app);
  // Before any route: the document lists each route as it is added.
  await registerApiDocument(app, version);

  await app.register(helmet, {
    // HSTS and upgrade-insecure-requests would break a shop serving plain HTTP on its LAN.
    hsts: config.https,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', ...fileStoreImageOrigins(config)],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'worker-src': ["'self'"],
        'upgrade-insecure-requests': config.https ? [] : null,
      },
    },
  });

  return app;
}

/** A hop count trusts that many proxies in front; Fastify's types take that as a function. */
function trustedProxies(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}
