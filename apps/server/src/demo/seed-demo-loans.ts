import type { HutangDoc } from '@toko/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { hutang } from '../db/schema/index.ts';
import { DEMO_PASSWORD, DEMO_SHOPS } from './seed-demo.ts';

interface DemoLoan {
  nama: string;
  nik: string;
  barang: string;
  berat: string;
  pokok: number;
  jangka_bulan: number;
  /** How many days ago it was made: the demo's loans have run for a while. */
  umur: number;
  /** What the customer has paid since. */
  bayar?: 'bunga' | 'lunas';
}

/** A running loan, one whose interest was paid, one redeemed, and one past its due date. */
const DEMO_LOANS: DemoLoan[] = [
  {
    nama: 'IBU SARI WULANDARI',
    nik: '3174015505800001',
    barang: 'KALUNG RANTAI',
    berat: '10.500',
    pokok: 5_000_000,
    jangka_bulan: 4,
    umur: 12,
  },
  {
    nama: 'BAPAK ANDI PRATAMA',
    nik: '3174011203750002',
    barang: 'CINCIN POLOS',
    berat: '4.250',
    pokok: 2_000_000,
    jangka_bulan: 3,
    umur: 40,
    bayar: 'bunga',
  },
  {
    nama: 'IBU RINA MARLINA',
    nik: '3174016708880003',
    barang: 'GELANG RANTAI',
    berat: '6.000',
    pokok: 3_000_000,
    jangka_bulan: 2,
    umur: 20,
    bayar: 'lunas',
  },
  {
    nama: 'BAPAK JOKO SUSILO',
    nik: '3174010101700004',
    barang: 'LIONTIN HATI',
    berat: '3.000',
    pokok: 1_500_000,
    jangka_bulan: 1,
    umur: 45,
  },
];

/**
 * Demo day one's pawn counter (issue 26): a few loans in their different states, so Lihat
 * Hutang and its reports are not empty. Each is made, validated and paid through the API
 * — the same rules, numbers and cash book as a clerk's — then dated back by its age (the
 * way the hutang tests age a loan), since no screen makes a loan in the past. Only for a
 * shop with no loans yet; the payouts come out of the opening cash `seedDemoCash` put in.
 */
export async function seedDemoLoans(app: FastifyInstance, db: Db): Promise<void> {
  for (const shop of DEMO_SHOPS) {
    const [existing] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(hutang)
      .where(eq(hutang.kode_toko, shop.kode_toko));
    if ((existing?.n ?? 0) > 0) continue;
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { kode_toko: shop.kode_toko, user_id: 'OWNER', password: DEMO_PASSWORD },
    });
    const token = (login.json() as { token: string }).token;
    const call = async <T>(method: 'GET' | 'POST', path: string, payload?: object): Promise<T> => {
      const response = await app.inject({
        method,
        url: `/api/${path}`,
        headers: { 'x-auth-token': token },
        payload,
      });
      if (response.statusCode !== 200)
        throw new Error(`demo ${path}: ${response.statusCode} ${response.body}`);
      return response.json() as T;
    };
    for (const [index, loan] of DEMO_LOANS.entries()) {
      const doc = await call<HutangDoc>('POST', 'hutang', {
        idempotency_key: `demo-hutang-${shop.kode_toko}-${index}`,
        kode_sales: 'S01',
        nama_customer: loan.nama,
        no_hp: `08120000${index}${index}${index}`,
        nik: loan.nik,
        items: [
          { kode_group: '750', kode_dept: 'CC', nama_barang: loan.barang, berat: loan.berat, kadar: 75 },
        ],
        pokok: loan.pokok,
        jangka_bulan: loan.jangka_bulan,
        bayar: { cash: loan.pokok, transfer: 0 },
      });
      await call('POST', 'hutang/validasi', { no_hutang: [doc.no_hutang] });
      await db.execute(sql`update hutang set tgl_system = tgl_system - ${loan.umur}::int,
          tgl_bunga = tgl_bunga - ${loan.umur}::int, tgl_jatuh_tempo = tgl_jatuh_tempo - ${loan.umur}::int
        where no_hutang = ${doc.no_hutang}`);
      if (!loan.bayar) continue;
      const running = (await call<HutangDoc>('GET', `hutang/${doc.no_hutang}`)).bunga_berjalan;
      const jumlah = loan.bayar === 'bunga' ? (running?.bunga ?? 0) : (running?.total_lunas ?? 0);
      const paid = await call<HutangDoc>('POST', `hutang/${loan.bayar}`, {
        idempotency_key: `demo-${loan.bayar}-${doc.no_hutang}`,
        no_hutang: doc.no_hutang,
        bayar: { cash: jumlah, transfer: 0 },
      });
      const noBayar = paid.pembayaran.map((row) => row.no_bayar);
      await call('POST', 'hutang/bayar/validasi', { no_bayar: noBayar });
    }
  }
}
