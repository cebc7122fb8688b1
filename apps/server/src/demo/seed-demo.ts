import { PARA_SYSTEM_CATALOGUE, todayInTimeZone } from '@toko/shared';
import type { Db } from '../db/client.ts';
import { paraSystem, toko, userMenu, users } from '../db/schema/index.ts';
import { hashPassword } from '../modules/access/password.ts';
import { seedDemoCash } from './seed-demo-cash.ts';
import { seedDemoGoods } from './seed-demo-goods.ts';
import { seedDemoMembers } from './seed-demo-members.ts';
import { seedMasterData } from './seed-master-data.ts';

/** The demo chain of DOMAIN.md §8. Every user's password is this one. */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_SHOPS = [
  {
    kode_toko: 'PST',
    nama_toko: 'Toko Emas Pusat',
    alamat_toko: 'Jl. Pasar Baru No. 12, Jakarta Pusat',
    telepon: '021-3456789',
  },
  {
    kode_toko: 'T2',
    nama_toko: 'Toko Emas Cabang Bekasi',
    alamat_toko: 'Jl. Ir. H. Juanda No. 45, Bekasi',
    telepon: '021-8891234',
  },
  {
    kode_toko: 'T3',
    nama_toko: 'Toko Emas Cabang Depok',
    alamat_toko: 'Jl. Margonda Raya No. 88, Depok',
    telepon: '021-7776543',
  },
] as const;

export const DEMO_USERS = [
  { user_id: 'OWNER', user_name: 'Budi Santoso', level: 'OWN', menu: [] },
  {
    user_id: 'SPV',
    user_name: 'Siti Rahmawati',
    level: 'SPV',
    menu: [
      'dashboard',
      'transaksi-penjualan',
      'lihat-penjualan',
      'batal-penjualan',
      'lihat-titipan',
      'validasi-penjualan',
      'validasi-titipan',
      'transaksi-pembelian',
      'lihat-pembelian',
      'batal-pembelian',
      'validasi-jual-beli',
      'validasi-hutang',
      'transaksi-services',
      'lihat-services',
      'data-barang',
      'timbang-baki',
      'stock-opname',
      'stock-opname-global',
      'settingsystem',
      'setting-nota',
      'hitung-kas',
    ],
  },
  { user_id: 'SU', user_name: 'Super User', level: 'SU', menu: [] },
  { user_id: 'MU', user_name: 'Master User', level: 'MU', menu: [] },
  {
    user_id: 'KASIR',
    user_name: 'Dewi Lestari',
    level: 'KASIR',
    menu: ['dashboard', 'transaksi-penjualan', 'lihat-penjualan'],
  },
] as const;

/** Modules switched on in the demo, so their menus can be seen. */
const DEMO_MODULES_ON = [
  'SEPUHAN_MODULE',
  'PERIODE_LAPORAN_BARANG_SUMMARY',
  'MODULE_AKTIF_TGL_SEBELUMNYA_BY_OWNER',
];

/**
 * Inserts what is missing and never overwrites: safe on every start, and a shop's
 * own changes to demo records survive restarts.
 */
export async function seedDemo(
  db: Db,
  options: {
    timeZone: string;
    now: Date /** Demo pieces in the trays (tests start without). */;
    goods?: boolean;
  },
): Promise<void> {
  const tglSystem = todayInTimeZone(options.now, options.timeZone);
  // One hash per missing account: each gets its own salt, so no two demo accounts share a
  // hash; accounts already there are left alone (argon2 costs ~26 ms a hash at every start).
  const existing = new Set(
    (await db.select({ kode_toko: users.kode_toko, user_id: users.user_id }).from(users)).map(
      (row) => `${row.kode_toko}|${row.user_id}`,
    ),
  );
  const passwordHashes = new Map(
    await Promise.all(
      DEMO_SHOPS.flatMap((shop) =>
        DEMO_USERS.filter((user) => !existing.has(`${shop.kode_toko}|${user.user_id}`)).map(
          async (user) => [`${shop.kode_toko}|${user.user_id}`, await hashPassword(DEMO_PASSWORD)] as const,
        ),
      ),
    ),
  );
  await db.transaction(async (tx) => {
    for (const shop of DEMO_SHOPS) {
      await tx
        .insert(toko)
        .values({ ...shop, tgl_system: tglSystem, time_zone: options.timeZone })
        .onConflictDoNothing();
      await tx
        .insert(paraSystem)
        .values(
          PARA_SYSTEM_CATALOGUE.map((definition) => ({
            kode_toko: shop.kode_toko,
            key: definition.key,
            kategori: definition.kategori,
            description: definition.description,
            value: DEMO_MODULES_ON.includes(definition.key) ? 'true' : definition.defaultValue,
          })),
        )
        .onConflictDoNothing();
      await seedMasterData(tx, shop.kode_toko, tglSystem);
      if (options.goods !== false) {
        await seedDemoGoods(tx, shop.kode_toko, tglSystem);
        await seedDemoCash(tx, shop.kode_toko, tglSystem);
      }
      for (const demoUser of DEMO_USERS) {
        const passwordHash = passwordHashes.get(`${shop.kode_toko}|${demoUser.user_id}`);
        if (!passwordHash) continue;
        const [inserted] = await tx
          .insert(users)
          .values({
            kode_toko: shop.kode_toko,
            user_id: demoUser.user_id,
            user_name: demoUser.user_name,
            level: demoUser.level,
            password_hash: passwordHash,
          })
          .onConflictDoNothing()
          .returning({ id: users.id });
        if (inserted && demoUser.menu.length > 0) {
          await tx
            .insert(userMenu)
            .values(demoUser.menu.map((menu_key) => ({ user_ref: inserted.id, menu_key })));
        }
      }
    }
    await seedDemoMembers(tx);
  });
}
