import { MEMBER_MENU, type Member, type MemberPoinRow, TEXTS, type TukarPoinDoc } from '@toko/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantMenus, type TestApp } from '../../../test/test-app.ts';
import { auditLog, memberPoin, otorisasi, tukarPoin } from '../../db/schema/index.ts';

/**
 * Points through the real HTTP stack (issue 15, decision 022): adjusting by hand with
 * otorisasi, taking a gift for points (never more than the balance nor the stock, however
 * many counters press at once), the slip's document, and the ledger and gift stock reconciling.
 */

const OTORISASI = { user_id: 'SPV', password: 'demo1234', alasan: 'hadiah ulang tahun' };
let t: TestApp;
let owner: string;
let spv: string;
let kasir: string;
let kasir2: string;
let key = 0;

/** The demo's gifts at PST (seed-master-data.ts): HD01 PAYUNG 50 points, 20 in stock. */
const STOCK_AWAL = { HD01: 20, HD02: 15, HD03: 10 } as const;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('PST', 'OWNER');
  await grantMenus(t, owner, 'KASIR', [MEMBER_MENU.poin, MEMBER_MENU.tukar]);
  // The second clerk: a supervisor given Tukar Point only (their own otorisasi is no one's).
  await grantMenus(t, owner, 'SPV', [MEMBER_MENU.tukar]);
  [spv, kasir] = await Promise.all([t.login('PST', 'SPV'), t.login('PST', 'KASIR')]);
  kasir2 = spv;
});
afterAll(async () => {
  await t.close();
});

const nextKey = (prefix: string) => `${prefix}-key-${++key}-xxxx`;
const adjust = (kode_member: string, poin: number, extra: object = {}) => ({
  idempotency_key: nextKey('poin'),
  kode_member,
  poin,
  otorisasi: OTORISASI,
  ...extra,
});
const tukar = (kode_member: string, kode_hadiah: string, jumlah = 1) => ({
  idempotency_key: nextKey('tukar'),
  kode_member,
  kode_hadiah,
  jumlah,
});
const saldo = async (kode: string) =>
  ((await t.call('GET', `member/get/by-kode/${kode}`, kasir)).json() as Member).poin;
const stockOf = async (kode: string) => {
  const { rows } = (await t.database.db.execute(
    sql`select stock from master_hadiah where kode_toko = 'PST' and kode_hadiah = ${kode}`,
  )) as unknown as { rows: { stock: number }[] };
  return Number(rows[0]?.stock);
};

describe('Transaksi Poin', () => {
  it('needs a token, the menu, and refuses an adjustment without otorisasi or of nothing', async () => {
    expect((await t.call('POST', 'member/poin', undefined, adjust('PST-M0001', 10))).statusCode).toBe(401);
    const denied = await t.call('POST', 'member/poin', spv, adjust('PST-M0001', 10));
    expect([denied.statusCode, denied.json().message]).toEqual([403, TEXTS.menuForbidden]);
    const { otorisasi: _none, ...without } = adjust('PST-M0001', 10);
    const missing = await t.call('POST', 'member/poin', kasir, without);
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'Otorisasi Harus Diisi']);
    const wrong = await t.call(
      'POST',
      'member/poin',
      kasir,
      adjust('PST-M0001', 10, { otorisasi: { ...OTORISASI, password: 'salah' } }),
    );
    expect(wrong.statusCode).toBe(422);
    const zero = await t.call('POST', 'member/poin', kasir, adjust('PST-M0001', 0));
    expect([zero.statusCode, zero.json().message]).toEqual([400, TEXTS.member.poinHarusDiisi]);
    const unknown = await t.call('POST', 'member/poin', kasir, adjust('M9999', 5));
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'Member M9999 tidak ditemukan']);
    expect(await t.database.db.select().from(memberPoin)).toHaveLength(0);
    expect(await saldo('PST-M0001')).toBe(0);
  });

  it('adds points with the reason and the consent stored, once per key', async () => {
    const body = adjust('pst-m0001', 120);
    const response = await t.call('POST', 'member/poin', kasir, body);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Member).poin).toBe(120);
    expect((await t.call('POST', 'member/poin', kasir, body)).statusCode).toBe(200);
    expect(await saldo('PST-M0001')).toBe(120);
    const ledger = (await t.call('GET', 'member/poin/PST-M0001', kasir)).json() as { data: MemberPoinRow[] };
    expect(ledger.data).toHaveLength(1);
    expect(ledger.data[0]).toMatchObject({
      kategori: 'PENYESUAIAN',
      poin: 120,
      keterangan: 'hadiah ulang tahun',
    });
    const [consent] = await t.database.db
      .select()
      .from(otorisasi)
      .where(eq(otorisasi.jenis, 'PENYESUAIAN_POIN'));
    expect(consent).toMatchObject({ no_ref: 'PST-M0001', diminta_oleh: 'KASIR', diotorisasi_oleh: 'SPV' });
    expect(ledger.data[0]?.no_ref).toBe(`OTR-${consent?.id}`);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'PENYESUAIAN_POIN'));
    expect(audit).toHaveLength(1);
  });

  it('takes points off, never below zero', async () => {
    const tooMuch = await t.call('POST', 'member/poin', kasir, adjust('PST-M0001', -121));
    expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([400, TEXTS.member.penyesuaianMinus(120)]);
    const response = await t.call('POST', 'member/poin', kasir, adjust('PST-M0001', -20));
    expect((response.json() as Member).poin).toBe(100);
  });
});

describe('Tukar Point', () => {
  let slip: TukarPoinDoc;

  it('needs a token and the menu, and refuses a gift dearer than the balance', async () => {
    expect((await t.call('POST', 'tukar-poin', undefined, tukar('PST-M0001', 'HD01'))).statusCode).toBe(401);
    const denied = await t.call(
      'POST',
      'tukar-poin',
      await t.login('T2', 'KASIR'),
      tukar('PST-M0001', 'HD01'),
    );
    expect([denied.statusCode, denied.json().message]).toEqual([403, TEXTS.menuForbidden]);
    const short = await t.call('POST', 'tukar-poin', kasir, tukar('PST-M0001', 'HD03'));
    expect([short.statusCode, short.json().message]).toEqual([400, TEXTS.member.poinKurang(100, 250)]);
    const unknown = await t.call('POST', 'tukar-poin', kasir, tukar('PST-M0001', 'HD99'));
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      400,
      TEXTS.member.hadiahTidakDitemukan('HD99'),
    ]);
    const bad = await t.call('POST', 'tukar-poin', kasir, { ...tukar('PST-M0001', 'HD01'), jumlah: 0 });
    expect([bad.statusCode, bad.json().message]).toEqual([400, TEXTS.member.jumlahTidakValid]);
    expect(await stockOf('HD03')).toBe(STOCK_AWAL.HD03);
  });

  it('takes a gift: stock down, points spent, numbered, its slip readable again', async () => {
    const body = tukar('PST-M0001', 'HD01', 2);
    const response = await t.call('POST', 'tukar-poin', kasir, body);
    expect(response.statusCode, response.body).toBe(200);
    slip = response.json() as TukarPoinDoc;
    expect(slip).toMatchObject({
      kode_member: 'PST-M0001',
      nama_member: 'IBU ANI SURYANI',
      nama_hadiah: 'PAYUNG',
      jumlah: 2,
      poin_satuan: 50,
      poin_total: 100,
      sisa_poin: 0,
      input_by: 'KASIR',
    });
    expect(slip.no_tukar).toMatch(/^PST-TH-\d{6}-0001$/);
    expect((await t.call('POST', 'tukar-poin', kasir, body)).json().no_tukar).toBe(slip.no_tukar);
    expect(await stockOf('HD01')).toBe(STOCK_AWAL.HD01 - 2);
    expect(await saldo('PST-M0001')).toBe(0);
    expect((await t.call('GET', `tukar-poin/${slip.no_tukar}`, kasir)).json()).toEqual(slip);
    expect((await t.call('GET', 'tukar-poin/PST-TH-000000-9999', kasir)).statusCode).toBe(404);
  });

  it('gives the last gift to exactly one of two clerks pressing at once', async () => {
    await t.call('POST', 'member/poin', kasir, adjust('PST-M0002', 100));
    await t.call('POST', 'member/poin', kasir, adjust('PST-M0003', 100));
    await t.database.db.execute(
      sql`update master_hadiah set stock = 1 where kode_toko = 'PST' and kode_hadiah = 'HD02'`,
    );
    const [a, b] = await Promise.all([
      t.call('POST', 'tukar-poin', kasir, tukar('PST-M0002', 'HD02')),
      t.call('POST', 'tukar-poin', kasir2, tukar('PST-M0003', 'HD02')),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().message).toBe(TEXTS.member.stokHadiahHabis('TUMBLER', 0));
    expect(await stockOf('HD02')).toBe(0);
    expect((await saldo('PST-M0002')) + (await saldo('PST-M0003'))).toBe(100);
  });

  it('lets one member spend their points once when two counters redeem at once', async () => {
    // PST-M0002 or PST-M0003 still holds 100: one gift of 60 passes, a second cannot.
    const rich = (await saldo('PST-M0002')) === 100 ? 'PST-M0002' : 'PST-M0003';
    await t.database.db.execute(
      sql`update master_hadiah set poin = 60 where kode_toko = 'PST' and kode_hadiah = 'HD01'`,
    );
    const [a, b] = await Promise.all([
      t.call('POST', 'tukar-poin', kasir, tukar(rich, 'HD01')),
      t.call('POST', 'tukar-poin', kasir2, tukar(rich, 'HD01')),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect(await saldo(rich)).toBe(40);
  });

  it('reconciles: every balance is its ledger, every gift taken left the stock', async () => {
    const ledger = await t.database.db.select().from(memberPoin);
    for (const kode of ['PST-M0001', 'PST-M0002', 'PST-M0003']) {
      const sum = ledger
        .filter((row) => row.kode_member === kode)
        .reduce((total, row) => total + row.poin, 0);
      expect(await saldo(kode)).toBe(sum);
      expect(sum).toBeGreaterThanOrEqual(0);
    }
    const exchanges = await t.database.db.select().from(tukarPoin);
    for (const exchange of exchanges) {
      const [row] = ledger.filter((entry) => entry.no_ref === exchange.no_tukar);
      expect(row).toMatchObject({ kategori: 'TUKAR POIN', poin: -exchange.poin_total });
    }
    const taken = (kode: string) =>
      exchanges.filter((row) => row.kode_hadiah === kode).reduce((sum, row) => sum + row.jumlah, 0);
    expect((await stockOf('HD01')) + taken('HD01')).toBe(STOCK_AWAL.HD01);
    expect((await stockOf('HD02')) + taken('HD02')).toBe(1);
  });
});

describe('Batal Tukar Poin', () => {
  const batal = (no_tukar: string, extra: object = {}) => ({ no_tukar, otorisasi: OTORISASI, ...extra });
  let first: TukarPoinDoc;
  const ledgerOf = async (no: string) =>
    (await t.database.db.select().from(memberPoin).where(eq(memberPoin.no_ref, no))).sort(
      (a, b) => a.id - b.id,
    );

  beforeAll(async () => {
    const [row] = await t.database.db.select().from(tukarPoin).where(eq(tukarPoin.kode_member, 'PST-M0001'));
    first = (await t.call('GET', `tukar-poin/${row?.no_tukar}`, kasir)).json() as TukarPoinDoc;
  });

  it('needs a token, the menu, otorisasi, a known exchange of this shop, and writes nothing when refused', async () => {
    expect((await t.call('POST', 'tukar-poin/batal', undefined, batal(first.no_tukar))).statusCode).toBe(401);
    const t2Owner = await t.login('T2', 'OWNER');
    const denied = await t.call(
      'POST',
      'tukar-poin/batal',
      await t.login('T2', 'KASIR'),
      batal(first.no_tukar),
    );
    expect([denied.statusCode, denied.json().message]).toEqual([403, TEXTS.menuForbidden]);
    const missing = await t.call('POST', 'tukar-poin/batal', kasir, { no_tukar: first.no_tukar });
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'Otorisasi Harus Diisi']);
    const wrong = await t.call(
      'POST',
      'tukar-poin/batal',
      kasir,
      batal(first.no_tukar, { otorisasi: { ...OTORISASI, password: 'salah' } }),
    );
    expect(wrong.statusCode).toBe(422);
    const unknown = await t.call('POST', 'tukar-poin/batal', kasir, batal('PST-TH-000000-9999'));
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      TEXTS.member.tukarTidakDitemukan('PST-TH-000000-9999'),
    ]);
    // Another shop of the chain, even with the menu, does not reach PST's exchange.
    await grantMenus(t, t2Owner, 'KASIR', [MEMBER_MENU.tukar]);
    const elsewhere = await t.call(
      'POST',
      'tukar-poin/batal',
      await t.login('T2', 'KASIR'),
      batal(first.no_tukar),
    );
    expect(elsewhere.statusCode).toBe(404);
    // Nor does it read PST's slip (member name, phone, gift, points left): as unknown as a
    // number never given, for T2's cashier and owner alike.
    for (const reader of [await t.login('T2', 'KASIR'), t2Owner]) {
      const slip = await t.call('GET', `tukar-poin/${first.no_tukar}`, reader);
      expect([slip.statusCode, slip.json()]).toEqual([
        404,
        { message: TEXTS.member.tukarTidakDitemukan(first.no_tukar) },
      ]);
    }
    expect(await ledgerOf(first.no_tukar)).toHaveLength(1);
    expect((await t.call('GET', `tukar-poin/${first.no_tukar}`, kasir)).json().batal_at).toBeNull();
  });

  it('gives the gifts back to the shelf and the points back as a ledger row, marked, consented and audited', async () => {
    const [stockBefore, saldoBefore] = [await stockOf('HD01'), await saldo('PST-M0001')];
    const response = await t.call('POST', 'tukar-poin/batal', kasir, batal(first.no_tukar.toLowerCase()));
    expect(response.statusCode, response.body).toBe(200);
    const doc = response.json() as TukarPoinDoc;
    expect(doc).toMatchObject({
      no_tukar: first.no_tukar,
      batal_by: 'KASIR',
      batal_otorisasi: 'SPV',
      batal_alasan: OTORISASI.alasan,
    });
    expect(doc.batal_at).not.toBeNull();
    expect(await stockOf('HD01')).toBe(stockBefore + first.jumlah);
    expect(await saldo('PST-M0001')).toBe(saldoBefore + first.poin_total);
    expect((await ledgerOf(first.no_tukar)).map((row) => [row.kategori, row.poin])).toEqual([
      ['TUKAR POIN', -first.poin_total],
      ['BATAL TUKAR POIN', first.poin_total],
    ]);
    const ledger = (await t.call('GET', 'member/poin/PST-M0001', kasir)).json() as { data: MemberPoinRow[] };
    const spent = ledger.data.find((row) => row.kategori === 'TUKAR POIN' && row.no_ref === first.no_tukar);
    expect(spent?.dibatalkan).toBe(true);
    expect(ledger.data.filter((row) => row.kategori !== 'TUKAR POIN').every((row) => !row.dibatalkan)).toBe(
      true,
    );
    const [consent] = await t.database.db
      .select()
      .from(otorisasi)
      .where(eq(otorisasi.jenis, 'BATAL_TUKAR_POIN'));
    expect(consent).toMatchObject({ no_ref: first.no_tukar, diminta_oleh: 'KASIR', diotorisasi_oleh: 'SPV' });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'BATAL_TUKAR_POIN'));
    expect(audit.map((row) => row.entity_id)).toEqual([first.no_tukar]);
    // The points given back undo what was spent: Lihat Transaksi Member does not count them as earned.
    const ringkasan = (await t.call('GET', 'member/transaksi/PST-M0001', owner)).json();
    expect([ringkasan.poin_didapat, ringkasan.poin_dipakai]).toEqual([120, 20]);
  });

  it('refuses a second cancel with the reason and writes nothing', async () => {
    const [stockBefore, rows] = [
      await stockOf('HD01'),
      (await t.database.db.select().from(memberPoin)).length,
    ];
    const again = await t.call('POST', 'tukar-poin/batal', kasir, batal(first.no_tukar));
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      TEXTS.member.tukarSudahBatal(first.no_tukar),
    ]);
    expect(await stockOf('HD01')).toBe(stockBefore);
    expect(await t.database.db.select().from(memberPoin)).toHaveLength(rows);
  });

  it('cancels once when two counters cancel the same exchange at once', async () => {
    await t.call('POST', 'member/poin', kasir, adjust('PST-M0001', 60));
    const made = (
      await t.call('POST', 'tukar-poin', kasir, tukar('PST-M0001', 'HD01'))
    ).json() as TukarPoinDoc;
    const [stockBefore, saldoBefore] = [await stockOf('HD01'), await saldo('PST-M0001')];
    const [a, b] = await Promise.all([
      t.call('POST', 'tukar-poin/batal', kasir, batal(made.no_tukar)),
      t.call(
        'POST',
        'tukar-poin/batal',
        kasir2,
        batal(made.no_tukar, {
          otorisasi: { ...OTORISASI, user_id: 'OWNER' },
        }),
      ),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await stockOf('HD01')).toBe(stockBefore + 1);
    expect(await saldo('PST-M0001')).toBe(saldoBefore + made.poin_total);
    expect(await ledgerOf(made.no_tukar)).toHaveLength(2);
  });

  it('refuses an exchange of another business day', async () => {
    await t.call('POST', 'member/poin', kasir, adjust('PST-M0001', 60));
    const made = (
      await t.call('POST', 'tukar-poin', kasir, tukar('PST-M0001', 'HD01'))
    ).json() as TukarPoinDoc;
    await t.database.db
      .update(tukarPoin)
      .set({ tgl_system: '2020-01-01' })
      .where(eq(tukarPoin.no_tukar, made.no_tukar));
    const old = await t.call('POST', 'tukar-poin/batal', kasir, batal(made.no_tukar));
    expect([old.statusCode, old.json().message]).toEqual([
      400,
      TEXTS.member.tukarBukanHariIni(made.no_tukar),
    ]);
    expect(await ledgerOf(made.no_tukar)).toHaveLength(1);
  });

  it('still reconciles: the balances are their ledgers, the shelf holds what standing exchanges did not take', async () => {
    const ledger = await t.database.db.select().from(memberPoin);
    for (const kode of ['PST-M0001', 'PST-M0002', 'PST-M0003']) {
      const sum = ledger
        .filter((row) => row.kode_member === kode)
        .reduce((total, row) => total + row.poin, 0);
      expect(await saldo(kode)).toBe(sum);
    }
    const standing = (await t.database.db.select().from(tukarPoin)).filter((row) => row.batal_at === null);
    const taken = standing
      .filter((row) => row.kode_hadiah === 'HD01')
      .reduce((sum, row) => sum + row.jumlah, 0);
    expect((await stockOf('HD01')) + taken).toBe(STOCK_AWAL.HD01);
  });
});
