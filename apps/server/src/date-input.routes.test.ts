import { DELETE_CALLS, DELETE_TYPES, REPORTS, TEXTS } from '@toko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRows } from '../test/import-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { SERVER_TEXTS } from './texts.ts';

/**
 * One date rule for every request (issue 26, decision 032): a date PostgreSQL cannot
 * hold (year 0000, past 9999) or that no calendar has (30 February), and one outside the
 * business's years, is refused with 400 and the field's Indonesian message before any query
 * runs — never a 500, and never an export that answers 200 with a cut-off file.
 */

const BAD_DATES = ['0000-01-01', '10000-01-01', '2026-02-30', '1899-12-31', '3000-01-01'];
const GOOD = '2026-11-01';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('PST', 'OWNER');
});
afterAll(async () => {
  await t.close();
});

/**
 * An answer that is not 400 with `message`, described for the failure list. An import's
 * answer is its job (`{ import_id, status, message }`); every other one is `{ message }` alone.
 */
function wrongOf(
  label: string,
  response: { statusCode: number; body: string },
  message: string,
  job = false,
): string[] {
  let said: unknown;
  try {
    said = JSON.parse(response.body);
  } catch {
    said = response.body.slice(0, 80);
  }
  const answer = job ? { message: (said as { message?: unknown }).message } : said;
  const ok = response.statusCode === 400 && JSON.stringify(answer) === JSON.stringify({ message });
  return ok ? [] : [`${label}: ${response.statusCode} ${JSON.stringify(said).slice(0, 160)}`];
}

describe('a date out of the calendar or of the business years', () => {
  it('is refused by every report page, print and export', async () => {
    const wrong: string[] = [];
    let walked = 0;
    for (const report of REPORTS.filter((entry) => !entry.pending)) {
      // A report whose module is off refuses everyone before reading the body (403): not this test's.
      const open = await t.call('POST', `laporan/${report.name}`, owner, { tgl_from: GOOD, tgl_to: GOOD });
      if (open.statusCode === 403) continue;
      walked += 1;
      for (const bad of BAD_DATES) {
        for (const [field, body] of [
          ['Tanggal Awal', { tgl_from: bad, tgl_to: GOOD }],
          ['Tanggal Akhir', { tgl_from: GOOD, tgl_to: bad }],
          // Both ends bad, one day apart: no range rule catches it before the query would.
          ['Tanggal Awal', { tgl_from: bad, tgl_to: bad }],
        ] as const) {
          for (const action of ['', '/print', '/export']) {
            const payload = action === '/export' ? { ...body, format: 'csv' } : body;
            const response = await t.call('POST', `laporan/${report.name}${action}`, owner, payload);
            wrong.push(
              ...wrongOf(`${report.name}${action} ${bad}`, response, `${field}: ${TEXTS.report.badDate}`),
            );
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(walked).toBeGreaterThan(30);
  }, 120_000);

  it('is refused by every paged list, the cash balance and the tray weighing', async () => {
    const wrong: string[] = [];
    const lists = ['hutang', 'penjualan', 'titipan', 'pesanan', 'service', 'pembelian', 'cash'];
    // The goods documents' lists take the same dates.
    lists.push('cucian', 'pindah-sortir');
    for (const bad of BAD_DATES) {
      for (const list of lists) {
        for (const key of ['dari', 'sampai']) {
          const response = await t.call('GET', `${list}/paginated?${key}=${bad}`, owner);
          wrong.push(...wrongOf(`${list}/paginated?${key}=${bad}`, response, 'Tanggal tidak valid'));
        }
      }
      for (const url of [`cash/saldo?tanggal=${bad}`, `timbang-baki?tanggal=${bad}`]) {
        wrong.push(...wrongOf(url, await t.call('GET', url, owner), 'Tanggal tidak valid'));
      }
    }
    expect(wrong).toEqual([]);
  });

  it('is refused by the four Delete Data calls, naming the field', async () => {
    const wrong: string[] = [];
    for (const type of DELETE_TYPES) {
      for (const bad of BAD_DATES) {
        const response = await t.call('POST', DELETE_CALLS[type], owner, {
          tgl_from: bad,
          tgl_to: '2026-11-20',
          konfirmasi: true,
        });
        wrong.push(...wrongOf(`${type} ${bad}`, response, 'Tanggal Awal tidak valid (yyyy-MM-dd)'));
      }
    }
    expect(wrong).toEqual([]);
  });

  it("is refused as a member's birth date", async () => {
    const wrong: string[] = [];
    let key = 0;
    for (const bad of BAD_DATES) {
      const response = await t.call('POST', 'member', owner, {
        idempotency_key: `tanggal-key-${++key}-xxxx`,
        nama_member: 'ibu sari wulandari',
        no_hp: `08135550099${key}`,
        tgl_lahir: bad,
      });
      wrong.push(...wrongOf(`tgl_lahir ${bad}`, response, TEXTS.member.tglLahirTidakValid));
    }
    expect(wrong).toEqual([]);
  });

  it('is refused in an imported cash or stock summary row, naming the row', async () => {
    const T = SERVER_TEXTS.dataImport;
    const wrong: string[] = [];
    for (const bad of BAD_DATES) {
      const cash = await importRows(t, owner, 'keuangan_cash', [
        { tanggal: bad, jenis: 'CASH', kategori: 'LISTRIK', jumlah_in: '0', jumlah_out: '1000' },
      ]);
      wrong.push(
        ...wrongOf(`keuangan_cash ${bad}`, cash.response, T.baris(2, T.bukanTanggal('tanggal')), true),
      );
      const summary = await importRows(t, owner, 'barang_summary', [
        { tanggal: bad, kode_dept: 'CC', kode_group: '750', kode_gudang: 'TOKO', kode_toko: 'PST' },
      ]);
      wrong.push(
        ...wrongOf(`barang_summary ${bad}`, summary.response, T.baris(2, T.bukanTanggal('tanggal')), true),
      );
    }
    expect(wrong).toEqual([]);
  });
});
