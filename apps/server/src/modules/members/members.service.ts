import {
  badRequest,
  gramsToMilligrams,
  type Member,
  masterResource,
  notFound,
  type PageResult,
  type PointRule,
} from '@toko/shared';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { member, memberPoin } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { SERVER_TEXTS } from '../../texts.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';

/** Points and the rows they come from: earned by a sale, taken back by its cancellation. */
export interface PointEntry {
  kodeToko: string;
  kodeMember: string;
  tanggal: string;
  kategori: 'PENJUALAN' | 'BATAL PENJUALAN';
  noRef: string;
  poin: number;
  userId: string;
}

/**
 * A member's balance: the sum of their ledger rows. Written out, not with column objects: a
 * single-table select renders columns unqualified, which made the correlation read
 * "kode_member" = "kode_member" and gave every member the whole ledger's sum.
 */
const balance = sql<number>`coalesce((select sum(mp.poin) from member_poin mp where mp.kode_member = member.kode_member), 0)::int`;

const memberColumns = {
  kode_member: member.kode_member,
  nama_member: member.nama_member,
  no_hp: member.no_hp,
  alamat: member.alamat,
  kode_toko: member.kode_toko,
  status_aktif: member.status_aktif,
  poin: balance,
};

/** Members of the chain: looked up at the counter, and the points they collect. */
export function createMembersService(deps: { db: Db; masterData: MasterDataService }) {
  const { db } = deps;

  return {
    async page(query: {
      skip: number;
      limit: number;
      search?: string | undefined;
      aktif: boolean;
    }): Promise<PageResult<Member>> {
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

    async byKode(kodeMember: string, tx: DbOrTx = db): Promise<Member> {
      const [found] = await tx
        .select(memberColumns)
        .from(member)
        .where(eq(member.kode_member, kodeMember.toUpperCase()));
      if (!found) throw notFound(SERVER_TEXTS.member.tidakDitemukan(kodeMember));
      return found;
    },

    /** A member a new transaction may name: known and active (400 otherwise, it is the form's input). */
    async activeForSale(tx: DbOrTx, kodeMember: string): Promise<Member> {
      const [found] = await tx
        .select(memberColumns)
        .from(member)
        .where(eq(member.kode_member, kodeMember.toUpperCase()));
      if (!found) throw badRequest(SERVER_TEXTS.member.tidakDitemukan(kodeMember));
      if (!found.status_aktif) throw badRequest(SERVER_TEXTS.member.tidakAktif(kodeMember));
      return found;
    },

    /**
     * The shop's Parameter Point rows as the points rule reads them (weights in milligrams).
     * Read before the caller's transaction: the master reads use the pool, not the transaction.
     */
    async pointRules(kodeToko: string): Promise<PointRule[]> {
      const rows = await deps.masterData.listActive(masterResource('parameter-point'), kodeToko);
      return rows.map((row) => ({
        tipe_poin: row.tipe_poin === 'RUPIAH' ? 'RUPIAH' : 'BERAT',
        kode_group: row.kode_group ? String(row.kode_group) : null,
        beratMinMg: gramsToMilligrams(Number(row.berat_min ?? 0)),
        beratMaxMg: gramsToMilligrams(Number(row.berat_max ?? 0)),
        kelipatanRp: Number(row.kelipatan_rp ?? 0),
        poin: Number(row.poin ?? 0),
      }));
    },

    /** Books points in the caller's transaction; nothing is written for zero. */
    async record(tx: DbOrTx, entry: PointEntry): Promise<void> {
      if (entry.poin === 0) return;
      await tx.insert(memberPoin).values({
        kode_member: entry.kodeMember,
        kode_toko: entry.kodeToko,
        tanggal: entry.tanggal,
        kategori: entry.kategori,
        no_ref: entry.noRef,
        poin: entry.poin,
        created_by: entry.userId,
      });
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
