import {
  addDays,
  type ClosedStoreProgress,
  type ClosedStoreResult,
  IMPORT_CALLS,
  IMPORT_CHUNK_ROWS,
  type ImportJob,
  SOCKET_EVENTS,
  SOCKET_PATH,
  todayInTimeZone,
} from '@toko/shared';
import { sql } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import type { Database } from '../../apps/server/src/db/client.ts';
import { type ApiUser, expectStatus, login } from './api.ts';
import type { ScenarioDatabase } from './backend.ts';
import { checkInvariants, count, dayState, invariantCount } from './invariants.ts';
import { type RequestSample, readOutage, type seededRandom } from './options.ts';
import type { PrivatePostgres } from './private-postgres.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

type Random = ReturnType<typeof seededRandom>;
const SHOP = 'PST';
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What a scenario found: figures to print, and failures (none: PASS). */
export class Findings {
  readonly figures: string[] = [];
  readonly failures: string[] = [];
  note(text: string) {
    this.figures.push(text);
  }
  expect(ok: boolean, what: string) {
    if (!ok) this.failures.push(what);
  }
}

/** Every invariant on the database as it lies; a violation is a failure naming its rows. */
async function expectBooksHold(database: Database, findings: Findings, when: string) {
  const results = await checkInvariants(database.db, SHOP);
  for (const result of results) {
    findings.expect(
      result.violations === 0,
      `${when}: ${result.name}: ${result.violations} baris, mis. ${JSON.stringify(result.sample)}`,
    );
  }
  const held = results.filter((result) => result.violations === 0).length;
  findings.note(`${when}: invarian ${held}/${invariantCount}`);
}

/** After a kill -9: the database opens again (PGlite: the dead server's folder lock taken over). */
async function afterKill<T>(
  target: ScenarioDatabase,
  server: ServerProcess,
  findings: Findings,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const stalePid = target.lockPid();
  if (target.kind === 'pglite') {
    findings.expect(
      stalePid === server.pid,
      `kunci folder berisi pid ${stalePid}, bukan pid server ${server.pid}`,
    );
  }
  const started = Date.now();
  const result = await target.withDb(work);
  findings.note(
    target.kind === 'pglite'
      ? `folder PGlite dibuka lagi setelah kill -9 (kunci basi pid ${stalePid} diambil alih) dalam ${Date.now() - started} ms`
      : `database dibuka lagi setelah kill -9 dalam ${Date.now() - started} ms`,
  );
  return result;
}

async function addPieces(
  user: ApiUser,
  count: number,
  random: Random,
): Promise<{ kode_barcode: string; kode_gudang: string; kode_baki: string }[]> {
  const pieces = [];
  for (let start = 0; start < count; start += 500) {
    const items = Array.from({ length: Math.min(500, count - start) }, (_, index) => ({
      kode_group: '750',
      kode_dept: 'CC',
      kode_gudang: 'TOKO',
      kode_baki: 'CC01',
      nama_barang: `CINCIN UJI ${start + index + 1}`,
      berat: random.int(1_000, 9_999) / 1000,
      berat_plastik: 0,
      kadar: 75,
      kadar_cetak: '750',
    }));
    const body = expectStatus(
      await user.call<{ items: { kode_barcode: string; kode_gudang: string; kode_baki: string }[] }>(
        'POST',
        'barang',
        { items },
      ),
      200,
      'tambah barang',
    );
    pieces.push(
      ...body.items.map(({ kode_barcode, kode_gudang, kode_baki }) => ({
        kode_barcode,
        kode_gudang,
        kode_baki,
      })),
    );
  }
  return pieces;
}

let saleKeys = 0;
function saleOf(pieces: readonly { kode_barcode: string; kode_gudang: string; kode_baki: string }[]) {
  saleKeys += 1;
  return {
    idempotency_key: `faults-${process.pid}-${saleKeys}-${Date.now()}`,
    kode_sales: 'S01',
    nama_customer: 'UJI GANGGUAN',
    items: pieces,
    bayar: { cash: 1_000_000_000 },
  };
}

/** The server with its clock on the shop's business day (read from the database as it is now). */
async function serverOnShopDay(target: ScenarioDatabase, tanggal: string) {
  return startServerProcess({ env: target.env, tanggal });
}

export interface ScenarioContext {
  target: ScenarioDatabase;
  random: Random;
  findings: Findings;
}

/** a. kill -9 during a closing: the day is wholly closed or wholly open, and closes at once after. */
export async function closingScenario({ target, random, findings }: ScenarioContext) {
  const today = todayInTimeZone(new Date(), 'Asia/Jakarta');
  let server = await serverOnShopDay(target, today);
  try {
    const owner = await login(server.url, SHOP);
    const pieces = await addPieces(owner, 1_500, random);
    // A day with sales and money in it, so the closing has cash and stock to carry.
    const sold = [];
    for (let index = 0; index < 3; index += 1) {
      const doc = expectStatus(
        await owner.call<{ no_faktur_group: string }>(
          'POST',
          'penjualan',
          saleOf([pieces[index * 2]!, pieces[index * 2 + 1]!]),
        ),
        200,
        'simpan penjualan',
      );
      sold.push(doc.no_faktur_group);
    }
    expectStatus(
      await owner.call('POST', 'penjualan/validasi', { no_faktur_group: sold }),
      200,
      'validasi penjualan',
    );
    findings.note(
      `hari ${owner.tglSystem}: ${pieces.length} barang ditambah, ${sold.length} penjualan divalidasi`,
    );

    // The kill comes a seeded number of ms after the closing is asked for. Its progress
    // events cannot time it: on PGlite the server emits them but only flushes the socket
    // once the transaction ends. A closing of this day takes 150-500 ms, so the kill
    // lands before, inside or just after it.
    const killAfterMs = random.int(0, 250);
    const socket = connect(server.url, {
      path: SOCKET_PATH,
      auth: { token: owner.token },
      transports: ['websocket'],
    });
    const events: ClosedStoreProgress[] = [];
    let ack: { result: ClosedStoreResult; ms: number } | undefined;
    await new Promise<void>((resolve, reject) => {
      socket.on('connect_error', reject);
      socket.on(SOCKET_EVENTS.closedStoreProgress, (progress: ClosedStoreProgress) => events.push(progress));
      socket.on('connect', () => resolve());
    });
    const asked = Date.now();
    socket.emit(SOCKET_EVENTS.startClosedStore, {}, (result: ClosedStoreResult) => {
      ack = { result, ms: Date.now() - asked };
    });
    await sleep(killAfterMs);
    await server.kill9();
    socket.close();
    const last = events.at(-1);
    findings.note(
      `kill -9 ${killAfterMs} ms setelah tutup toko diminta; progres diterima ${events.length} (terakhir ${last?.percentage ?? '-'}%)` +
        (ack ? `; sudah dijawab dalam ${ack.ms} ms: ${ack.result.message}` : '; belum dijawab'),
    );

    const state = await afterKill(target, server, findings, async (database) => {
      const day = await dayState(database.db, SHOP);
      const nextDayRows = await count(
        database.db,
        sql`select count(*) as n from barang_saldo where kode_toko = ${SHOP} and tanggal = ${addDays(today, 1)}`,
      );
      const frozen = await count(
        database.db,
        sql`select count(*) as n from keuangan_saldo where kode_toko = ${SHOP} and tanggal = ${today}`,
      );
      const closed = day.tglSystem === addDays(today, 1);
      findings.note(
        `setelah kill: tgl_system ${day.tglSystem}, closing_log ${day.closings}, barang_saldo besok ${nextDayRows}, keuangan_saldo hari ini ${frozen} => hari ${closed ? 'TERTUTUP utuh' : 'TERBUKA utuh'}`,
      );
      if (closed) {
        findings.expect(day.closings === 1 && nextDayRows > 0 && frozen > 0, 'hari tertutup sebagian');
      } else {
        findings.expect(
          day.tglSystem === today && day.closings === 0 && nextDayRows === 0 && frozen === 0,
          'hari terbuka tetapi ada sisa penutupan',
        );
      }
      await expectBooksHold(database, findings, 'setelah kill');
      return day;
    });

    server = await serverOnShopDay(target, state.tglSystem);
    const again = await login(server.url, SHOP);
    const started = Date.now();
    const closing = await again.call<{ tgl_system: string }>('POST', 'system/close', { PROSES: 'close' });
    findings.expect(
      closing.status === 200,
      `tutup toko setelah restart: HTTP ${closing.status} ${JSON.stringify(closing.body)}`,
    );
    findings.note(`tutup toko lagi setelah restart: HTTP ${closing.status} dalam ${Date.now() - started} ms`);
    await server.stop();
    await target.withDb(async (database) => {
      const day = await dayState(database.db, SHOP);
      findings.expect(
        day.closings === state.closings + 1 && day.tglSystem === addDays(state.tglSystem, 1),
        `setelah tutup lagi: ${JSON.stringify(day)}`,
      );
      await expectBooksHold(database, findings, 'setelah tutup lagi');
    });
  } finally {
    await server.kill9();
  }
}

const IMPORT_ROWS = 20_000;

/** Old till lines as a spreadsheet gives them, dated in the month before the business day. */
function ledgerLines(tglSystem: string, from: number, rows: number) {
  return Array.from({ length: rows }, (_, offset) => {
    const n = from + offset;
    return {
      no_rekening: '',
      fee: '0',
      no_reff: `UJI-FJ-${n}`,
      tanggal: addDays(tglSystem, -1 - (n % 30)),
      jenis: 'CASH',
      deskripsi: `JUAL CINCIN ${n}`,
      keterangan: 'IMPORT UJI GANGGUAN',
      kategori: 'PENJUALAN',
      jumlah_in: String(100_000 + (n % 9_000) * 500),
      jumlah_out: '0',
      status: 'DONE',
      input_by: 'ADMIN LAMA',
    };
  });
}

/** Sends the file in parts as the page does; `beforeLast` runs instead of awaiting the last part's answer. */
async function sendFile(
  user: ApiUser,
  options: { stopAfterPart?: number; onLastSent?: () => Promise<void> },
) {
  const { path, key } = IMPORT_CALLS.keuangan_cash;
  let importId: string | undefined;
  let parts = 0;
  for (let start = 0; start < IMPORT_ROWS; start += IMPORT_CHUNK_ROWS) {
    const rows = Math.min(IMPORT_CHUNK_ROWS, IMPORT_ROWS - start);
    const last = start + rows >= IMPORT_ROWS;
    const answer = user.call<ImportJob>('POST', path, {
      type: 'keuangan_cash',
      import_id: importId,
      baris_awal: 2 + start,
      baris_total: IMPORT_ROWS,
      selesai: last,
      [key]: ledgerLines(user.tglSystem, start, rows),
    });
    parts += 1;
    if (last && options.onLastSent) {
      answer.catch(() => {});
      await options.onLastSent();
      return { importId, parts };
    }
    importId = expectStatus(await answer, 200, `bagian ${parts}`).import_id;
    if (parts === options.stopAfterPart) return { importId, parts };
  }
  return { importId, parts };
}

async function pollJob(
  user: ApiUser,
  importId: string,
  limitMs: number,
): Promise<{ job: ImportJob | undefined; waitedMs: number }> {
  const started = Date.now();
  let job: ImportJob | undefined;
  while (Date.now() - started < limitMs) {
    const answer = await user.call<ImportJob>('GET', `import-data/${importId}`);
    if (answer.status === 200) {
      job = answer.body;
      if (job.status === 'SELESAI' || job.status === 'GAGAL') break;
    }
    await sleep(500);
  }
  return { job, waitedMs: Date.now() - started };
}

const importedRows = (database: Database) =>
  count(
    database.db,
    sql`select count(*) as n from keuangan where kode_toko = ${SHOP} and idempotency_key like 'import:%'`,
  );

/** b. kill -9 during an import: none or all of the file's rows, the job ends GAGAL or SELESAI, re-import works. */
export async function importScenario({ target, random, findings }: ScenarioContext) {
  const today = todayInTimeZone(new Date(), 'Asia/Jakarta');
  let server = await serverOnShopDay(target, today);
  try {
    const owner = await login(server.url, SHOP);
    const parts = Math.ceil(IMPORT_ROWS / IMPORT_CHUNK_ROWS);
    // Mostly inside the write of the whole file, sometimes while parts are still coming.
    const duringUpload = random.next() < 0.25;
    const stopAfterPart = duringUpload ? random.int(1, parts - 1) : undefined;
    const delayMs = random.int(0, 8_000);
    const sent = await sendFile(owner, {
      stopAfterPart,
      onLastSent: duringUpload ? undefined : () => sleep(delayMs),
    });
    await server.kill9();
    findings.note(
      duringUpload
        ? `kill -9 saat unggah, setelah bagian ${sent.parts}/${parts}`
        : `kill -9 ${delayMs} ms setelah bagian terakhir (${parts}/${parts}) dikirim`,
    );

    const before = await afterKill(target, server, findings, async (database) => {
      const rows = await importedRows(database);
      const [job] = (
        (await database.db.execute(
          sql`select id::text, status from import_job where kode_toko = ${SHOP}`,
        )) as unknown as {
          rows: { id: string; status: string }[];
        }
      ).rows;
      findings.note(
        `setelah kill: ${rows}/${IMPORT_ROWS} baris keuangan impor, job ${job?.status ?? 'tidak ada'}`,
      );
      findings.expect(
        rows === 0 || rows === IMPORT_ROWS,
        `import setengah jadi: ${rows} dari ${IMPORT_ROWS} baris`,
      );
      await expectBooksHold(database, findings, 'setelah kill');
      return { rows, job };
    });

    server = await serverOnShopDay(target, today);
    const again = await login(server.url, SHOP);
    if (before.job) {
      // A job left open ends GAGAL once idle past IMPORT_IDLE_MS (decision 024); the page's poll sees it.
      const { job, waitedMs } = await pollJob(again, before.job.id, 90_000);
      findings.note(
        `job setelah restart: ${job?.status} "${job?.message ?? ''}" (menunggu ${(waitedMs / 1000).toFixed(1)} s)`,
      );
      const expected = before.rows === IMPORT_ROWS ? 'SELESAI' : 'GAGAL';
      findings.expect(job?.status === expected, `job ${job?.status}, diharapkan ${expected}`);
    }
    const reimport = await sendFile(again, {});
    const { job, waitedMs } = await pollJob(again, reimport.importId ?? '', 180_000);
    findings.note(
      `import ulang: ${job?.status}, baru ${job?.baru}, diubah ${job?.diubah} (${(waitedMs / 1000).toFixed(1)} s)`,
    );
    findings.expect(
      job?.status === 'SELESAI' && job.baru === IMPORT_ROWS - before.rows,
      `import ulang: ${JSON.stringify(job)}`,
    );
    await server.stop();
    await target.withDb(async (database) => {
      const rows = await importedRows(database);
      const staged = await count(database.db, sql`select count(*) as n from import_staging`);
      findings.expect(
        rows === IMPORT_ROWS && staged === 0,
        `setelah import ulang: ${rows} baris, ${staged} staging`,
      );
      await expectBooksHold(database, findings, 'setelah import ulang');
    });
  } finally {
    await server.kill9();
  }
}

/** c. kill -9 during a burst of sales and validations: every saved sale whole, the shop closes after validating. */
export async function salesScenario({ target, random, findings }: ScenarioContext) {
  const today = todayInTimeZone(new Date(), 'Asia/Jakarta');
  let server = await serverOnShopDay(target, today);
  try {
    const owner = await login(server.url, SHOP);
    const pieces = await addPieces(owner, 150, random);
    const killAfter = random.int(8, 30);
    const workers = 6;
    const acknowledged: string[] = [];
    const tally = { ok: 0, conflict: 0, other: 0, failed: 0, validated: 0 };
    let stopped = false;
    let killing: Promise<void> | undefined;
    const sellLoop = async () => {
      while (!stopped) {
        // Pieces picked at random across cashiers: two of them sometimes reach for the same one.
        const picked = new Map<string, (typeof pieces)[number]>();
        const wanted = random.int(1, 3);
        while (picked.size < wanted) {
          const piece = pieces[random.int(0, pieces.length - 1)]!;
          picked.set(piece.kode_barcode, piece);
        }
        try {
          const answer = await owner.call<{ no_faktur_group: string }>(
            'POST',
            'penjualan',
            saleOf([...picked.values()]),
          );
          if (answer.status === 200) {
            acknowledged.push(answer.body.no_faktur_group);
            tally.ok += 1;
          } else if (answer.status === 409) tally.conflict += 1;
          else tally.other += 1;
        } catch {
          tally.failed += 1;
        }
        if (tally.ok >= killAfter && !killing) {
          stopped = true;
          killing = sleep(random.int(0, 20)).then(() => server.kill9());
        }
      }
    };
    const validateLoop = async () => {
      let from = 0;
      while (!stopped) {
        const batch = acknowledged.slice(from);
        if (batch.length > 0) {
          try {
            const answer = await owner.call('POST', 'penjualan/validasi', { no_faktur_group: batch });
            if (answer.status === 200) {
              tally.validated += batch.length;
              from += batch.length;
            }
          } catch {
            // killed mid-request
          }
        }
        await sleep(random.int(5, 60));
      }
    };
    // Requests still in flight when the server dies fail; the loops end on their own.
    await Promise.all([...Array.from({ length: workers }, sellLoop), validateLoop()]);
    await killing;
    findings.note(
      `${workers} kasir + 1 validator; kill -9 setelah ${tally.ok} penjualan tersimpan: 409 ${tally.conflict}, lain ${tally.other}, putus ${tally.failed}, divalidasi (dijawab) ${tally.validated}`,
    );

    const open = await afterKill(target, server, findings, async (database) => {
      const rows = (
        (await database.db.execute(
          sql`select no_faktur_group, status_valid from penjualan where kode_toko = ${SHOP}`,
        )) as unknown as { rows: { no_faktur_group: string; status_valid: string }[] }
      ).rows;
      const stored = new Set(rows.map((row) => row.no_faktur_group));
      const lost = acknowledged.filter((no) => !stored.has(no));
      const waiting = rows.filter((row) => row.status_valid === 'OPEN').map((row) => row.no_faktur_group);
      findings.note(
        `setelah kill: ${rows.length} penjualan di database (${rows.length - waiting.length} DONE, ${waiting.length} OPEN), dijawab tetapi hilang ${lost.length}`,
      );
      findings.expect(lost.length === 0, `penjualan yang sudah dijawab 200 hilang: ${lost.join(', ')}`);
      await expectBooksHold(database, findings, 'setelah kill');
      return waiting;
    });

    server = await serverOnShopDay(target, today);
    const again = await login(server.url, SHOP);
    if (open.length > 0) {
      const validated = await again.call('POST', 'penjualan/validasi', { no_faktur_group: open });
      if (validated.status !== 200) {
        await sleep(500);
        findings.note(`log server:\n${server.output().slice(-3_000)}`);
      }
      findings.expect(
        validated.status === 200,
        `validasi setelah restart: HTTP ${validated.status} ${JSON.stringify(validated.body)}`,
      );
    }
    const started = Date.now();
    const closing = await again.call('POST', 'system/close', { PROSES: 'close' });
    findings.expect(
      closing.status === 200,
      `tutup toko setelah restart: HTTP ${closing.status} ${JSON.stringify(closing.body)}`,
    );
    findings.note(
      `${open.length} penjualan OPEN divalidasi; tutup toko: HTTP ${closing.status} dalam ${Date.now() - started} ms`,
    );
    await server.stop();
    await target.withDb(async (database) => {
      const day = await dayState(database.db, SHOP);
      findings.expect(
        day.closings === 1 && day.tglSystem === addDays(today, 1),
        `setelah tutup: ${JSON.stringify(day)}`,
      );
      await expectBooksHold(database, findings, 'setelah validasi dan tutup');
    });
  } finally {
    await server.kill9();
  }
}

/** d. PostgreSQL restarted under traffic: the same server process answers again within seconds. */
export async function postgresRestartScenario(
  { target, random, findings }: ScenarioContext,
  postgres: PrivatePostgres,
) {
  const today = todayInTimeZone(new Date(), 'Asia/Jakarta');
  const server = await serverOnShopDay(target, today);
  try {
    const owner = await login(server.url, SHOP);
    const samples: (RequestSample & { path: string })[] = [];
    const origin = Date.now();
    let running = true;
    const paths = ['users/me', 'penjualan/paginated', 'barang/get/by-barcode/00000001'];
    const client = async (index: number) => {
      while (running) {
        const path = paths[index % paths.length]!;
        const at = Date.now() - origin;
        let status = 0;
        try {
          status = (await owner.call('GET', path)).status;
        } catch {
          status = 0;
        }
        // A barcode not in the shop answers 404: an answer, not a failure of the server.
        samples.push({ at, status: status === 404 ? 200 : status, path });
        await sleep(25);
      }
    };
    const clients = [0, 1, 2].map(client);
    await sleep(1_500);
    const downAt = Date.now() - origin;
    await postgres.stop();
    const downMs = random.int(1_000, 3_000);
    await sleep(downMs);
    await postgres.start();
    const backAt = Date.now() - origin;
    await sleep(6_000);
    running = false;
    await Promise.all(clients);

    const reading = readOutage(samples, backAt);
    const statuses = new Map<number, number>();
    for (const sample of samples.filter((each) => each.at >= downAt && each.at <= backAt + 100)) {
      statuses.set(sample.status, (statuses.get(sample.status) ?? 0) + 1);
    }
    findings.note(
      `${samples.length} permintaan; PostgreSQL mati ${downAt}..${backAt} ms (${backAt - downAt} ms); gagal ${reading.failed} (status selama mati: ${JSON.stringify(Object.fromEntries(statuses))}); jendela gangguan ${reading.outageMs} ms; pulih ${reading.recoveredAfterMs ?? 'TIDAK'} ms setelah PostgreSQL kembali; gagal setelah pulih ${reading.failedAfterRecovery}`,
    );
    findings.expect(server.alive(), 'server mati (harus pulih tanpa restart)');
    const internal = samples.filter((sample) => sample.status === 500).length;
    findings.expect(internal === 0, `${internal} permintaan dijawab 500 (database tak terjangkau harus 503)`);
    if (!server.alive()) findings.note(`log server:\n${server.output().slice(-3_000)}`);
    findings.expect(
      reading.recoveredAfterMs !== null && reading.recoveredAfterMs <= 5_000,
      'server tidak menjawab lagi dalam 5 detik setelah PostgreSQL kembali',
    );
    findings.expect(
      reading.failedAfterRecovery === 0,
      `${reading.failedAfterRecovery} permintaan gagal setelah pulih`,
    );
    const after = await owner.call('GET', 'users/me');
    findings.expect(after.status === 200, `users/me setelah pulih: HTTP ${after.status}`);
    await server.stop();
    await target.withDb((database) => expectBooksHold(database, findings, 'setelah restart PostgreSQL'));
  } finally {
    await server.kill9();
  }
}
