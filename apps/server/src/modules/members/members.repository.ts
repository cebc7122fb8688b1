import type {
  JenisTransaksiMember,
  Member,
  MemberPoinRow,
  PageResult,
  TransaksiMemberRow,
} from '@toko/shared';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { member, memberPoin } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';

/**
 * A member's balance: the sum of their ledger rows. Written out, not with column objects: a
 * single-table select renders columns unqualified, which made the correlation read
 * "kode_member" = "kode_member" and gave every member the whole ledger's sum.
 */
const balance = sql<number>`coalesce((select sum(mp.poin) from member_poin mp where mp.kode_member = member.kode_member), 0)::int`;

export const memberColumns = {
  kode_member: member.kode_member,
  nama_member: member.nama_member,
  no_hp: member.no_hp,
  alamat: member.alamat,
  kota: member.kota,
  tgl_lahir: member.tgl_lahir,
  nik: member.nik,
  foto: sql<string>`coalesce(${member.image_path}, '')`,
  kode_toko: member.kode_toko,
  status_aktif: member.status_aktif,
  poin: balance,
};

/** A member as stored, with the balance; the service adds where the browser shows the photo. */
export type MemberRow = Omit<Member, 'foto_url'>;

/** One kind of a member's documents as Lihat Transaksi Member reads it, in the same columns. */
const DOCUMENTS: Record<
  JenisTransaksiMember,
  { from: string; columns: string; amount: string; counted: string }
> = {
  penjualan: {
    from: 'penjualan d',
    amount: 'total',
    columns: `d.no_faktur_group as no, d.kode_toko, d.tgl_system::text as tgl_system, d.status,
      d.status_valid, d.total::bigint as total, d.poin`,
    counted: `d.status <> 'CANC'`,
  },
  pembelian: {
    from: 'pembelian d',
    amount: 'total',
    columns: `d.no_faktur_group as no, d.kode_toko, d.tgl_system::text as tgl_system, d.status,
      d.status_valid, d.total::bigint as total, 0 as poin`,
    counted: `d.status <> 'CANC'`,
  },
  titipan: {
    from: 'titipan d',
    amount: 'total',
    columns: `d.no_titip as no, d.kode_toko, d.tgl_system::text as tgl_system, d.status,
      d.status_valid, d.total::bigint as total, 0 as poin`,
    counted: `d.status <> 'CLOSE'`,
  },
  pesanan: {
    from: 'pesanan d',
    amount: 'total',
    columns: `d.no_pesanan as no, d.kode_toko, d.tgl_system::text as tgl_system, d.status,
      d.status_valid, d.total::bigint as total, 0 as poin`,
    counted: `d.status <> 'CLOSE'`,
  },
  service: {
    from: 'service d',
    amount: 'ongkos',
    columns: `d.no_service as no, d.kode_toko, d.tgl_system::text as tgl_system, d.status,
      d.status_valid, d.ongkos::bigint as total, 0 as poin`,
    counted: `d.status <> 'CANC'`,
  },
  hutang: {
    from: 'hutang d',
    amount: 'pokok',
    columns: `d.no_hutang as no, d.kode_toko, d.tgl_system::text as tgl_system, d.status,
      d.status_valid, d.pokok::bigint as total, 0 as poin`,
    counted: `d.status <> 'BATAL'`,
  },
};

export function membersRepository() {
  return {
    async page(
      db: DbOrTx,
      query: { skip: number; limit: number; search?: string | undefined; aktif: boolean },
    ): Promise<PageResult<MemberRow>> {
      const filters: (SQL | undefined)[] = [];
      if (query.aktif) filters.push(eq(member.status_aktif, true));
      if (query.search) {
        const pattern = containsPattern(query.search);
        filters.push(
          or(
            ilike(member.kode_member, pattern),
            ilike(member.nama_member, pattern),
            ilike(member.no_hp, pattern),
          ),
        );
      }
      const where = and(...filters);
      const [data, [total]] = await Promise.all([
        db
          .select(memberColumns)
          .from(member)
          .where(where)
          .orderBy(asc(member.nama_member), asc(member.kode_member))
          .limit(query.limit)
          .offset(query.skip),
        db.select({ n: sql<number>`count(*)::int` }).from(member).where(where),
      ]);
      return { data, count: total?.n ?? 0 };
    },

    async byKode(db: DbOrTx, kodeMember: string): Promise<MemberRow | undefined> {
      const [found] = await db
        .select(memberColumns)
        .from(member)
        .where(eq(member.kode_member, kodeMember.toUpperCase()));
      return found;
    },

    /** Locks the member's row: points are spent and adjusted one at a time per member. */
    async lock(
      tx: DbOrTx,
      kodeMember: string,
    ): Promise<{ kode_member: string; status_aktif: boolean } | undefined> {
      const [found] = await tx
        .select({ kode_member: member.kode_member, status_aktif: member.status_aktif })
        .from(member)
        .where(eq(member.kode_member, kodeMember.toUpperCase()))
        .for('update');
      return found;
    },

    async byKey(db: DbOrTx, kodeToko: string, key: string): Promise<string | undefined> {
      const [found] = await db
        .select({ kode_member: member.kode_member })
        .from(member)
        .where(and(eq(member.kode_toko, kodeToko), eq(member.idempotency_key, key)));
      return found?.kode_member;
    },

    /** The member who already holds this phone number, other than `except`. */
    async holderOfPhone(db: DbOrTx, noHp: string, except?: string): Promise<string | undefined> {
      if (noHp === '') return undefined;
      const [found] = await db
        .select({ kode_member: member.kode_member })
        .from(member)
        .where(and(eq(member.no_hp, noHp), except ? sql`${member.kode_member} <> ${except}` : undefined));
      return found?.kode_member;
    },

    /** The member's balance read in the caller's transaction (after the member's row is locked). */
    async saldo(tx: DbOrTx, kodeMember: string): Promise<number> {
      const [row] = await tx
        .select({ saldo: sql<number>`coalesce(sum(${memberPoin.poin}), 0)::int` })
        .from(memberPoin)
        .where(eq(memberPoin.kode_member, kodeMember));
      return row?.saldo ?? 0;
    },

    /** Points earned (positive rows) and spent or taken back (negative rows). */
    async poinTotals(db: DbOrTx, kodeMember: string): Promise<{ didapat: number; dipakai: number }> {
      const [row] = await db
        .select({
          // Points a cancelled gift exchange gave back were never earned: they undo what it spent.
          didapat: sql<number>`coalesce(sum(${memberPoin.poin}) filter (where ${memberPoin.poin} > 0
            and ${memberPoin.kategori} <> 'BATAL TUKAR POIN'), 0)::int`,
          dipakai: sql<number>`coalesce(-sum(${memberPoin.poin}) filter (where ${memberPoin.poin} < 0
            or ${memberPoin.kategori} = 'BATAL TUKAR POIN'), 0)::int`,
        })
        .from(memberPoin)
        .where(eq(memberPoin.kode_member, kodeMember));
      return { didapat: row?.didapat ?? 0, dipakai: row?.dipakai ?? 0 };
    },

    async poinPage(
      db: DbOrTx,
      kodeMember: string,
      paging: { skip: number; limit: number },
    ): Promise<PageResult<MemberPoinRow>> {
      const where = eq(memberPoin.kode_member, kodeMember);
      const [data, [total]] = await Promise.all([
        db
          .select({
            id: memberPoin.id,
            kode_toko: memberPoin.kode_toko,
            tanggal: memberPoin.tanggal,
            kategori: memberPoin.kategori,
            no_ref: memberPoin.no_ref,
            poin: memberPoin.poin,
            keterangan: memberPoin.keterangan,
            created_by: memberPoin.created_by,
            // Written out qualified, for the reason `balance` above gives.
            dibatalkan: sql<boolean>`(member_poin.kategori = 'TUKAR POIN' and exists (select 1 from tukar_poin tp
              where tp.no_tukar = member_poin.no_ref and tp.batal_at is not null))`,
          })
          .from(memberPoin)
          .where(where)
          .orderBy(desc(memberPoin.id))
          .limit(paging.limit)
          .offset(paging.skip),
        db.select({ n: sql<number>`count(*)::int` }).from(memberPoin).where(where),
      ]);
      return { data, count: total?.n ?? 0 };
    },

    /** One kind of the member's documents, newest first, paged. */
    async transaksiPage(
      db: DbOrTx,
      kodeMember: string,
      jenis: JenisTransaksiMember,
      paging: { skip: number; limit: number },
    ): Promise<PageResult<TransaksiMemberRow>> {
      const doc = DOCUMENTS[jenis];
      const [data, [total]] = await Promise.all([
        rowsOf<TransaksiMemberRow>(
          db,
          sql`select ${sql.raw(doc.columns)} from ${sql.raw(doc.from)} where d.kode_member = ${kodeMember}
            order by d.tgl_system desc, 1 desc limit ${paging.limit} offset ${paging.skip}`,
        ),
        rowsOf<{ n: number }>(
          db,
          sql`select count(*)::int as n from ${sql.raw(doc.from)} where d.kode_member = ${kodeMember}`,
        ),
      ]);
      return {
        data: data.map((row) => ({ ...row, total: Number(row.total), poin: Number(row.poin) })),
        count: total?.n ?? 0,
      };
    },

    /** Count and amount of each kind of the member's documents, the cancelled left out. */
    async ringkasan(
      db: DbOrTx,
      kodeMember: string,
    ): Promise<{ jenis: JenisTransaksiMember; jumlah: number; total: number }[]> {
      const parts = (Object.keys(DOCUMENTS) as JenisTransaksiMember[]).map((jenis) => {
        const doc = DOCUMENTS[jenis];
        return sql`select ${jenis}::text as jenis, count(*)::int as jumlah,
            coalesce(sum(d.${sql.raw(doc.amount)}), 0)::bigint as total
          from ${sql.raw(doc.from)} where d.kode_member = ${kodeMember} and ${sql.raw(doc.counted)}`;
      });
      const rows = await rowsOf<{ jenis: JenisTransaksiMember; jumlah: number; total: string | number }>(
        db,
        sql.join(parts, sql` union all `),
      );
      return rows.map((row) => ({ jenis: row.jenis, jumlah: Number(row.jumlah), total: Number(row.total) }));
    },

    async insert(tx: DbOrTx, row: typeof member.$inferInsert): Promise<void> {
      await tx.insert(member).values(row);
    },

    async update(tx: DbOrTx, kodeMember: string, set: Partial<typeof member.$inferInsert>): Promise<void> {
      await tx.update(member).set(set).where(eq(member.kode_member, kodeMember));
    },

    /** One row of the points ledger: the balance is always the ledger's sum. */
    async bookPoints(tx: DbOrTx, row: typeof memberPoin.$inferInsert): Promise<void> {
      await tx.insert(memberPoin).values(row);
    },

    /** The member a points adjustment with this idempotency key already booked at the shop, if any. */
    async pointsKeyHolder(tx: DbOrTx, kodeToko: string, key: string): Promise<string | undefined> {
      const [row] = await tx
        .select({ kode_member: memberPoin.kode_member })
        .from(memberPoin)
        .where(and(eq(memberPoin.kode_toko, kodeToko), eq(memberPoin.idempotency_key, key)));
      return row?.kode_member;
    },
  };
}

export type MembersRepository = ReturnType<typeof membersRepository>;
