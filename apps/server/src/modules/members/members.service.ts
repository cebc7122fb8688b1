import {
  badRequest,
  conflict,
  gramsToMilligrams,
  type JenisTransaksiMember,
  type KategoriPoin,
  type Member,
  type MemberPoinRow,
  masterResource,
  type memberCreateSchema,
  type memberUpdateSchema,
  notFound,
  type PageResult,
  type PointRule,
  penyesuaianPoinRefusal,
  type penyesuaianPoinSchema,
  type RingkasanMember,
  TEXTS,
  type TransaksiMemberRow,
} from '@toko/shared';
import type { z } from 'zod';
import { recordAudit } from '../../counter/audit.ts';
import { type OtorisasiPort, withOtorisasi } from '../../counter/otorisasi.ts';
import { nextKodeMember } from '../../counter/receipt-numbers.ts';
import { saveOnce } from '../../counter/save-once.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pgErrorCode } from '../../db/pg-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { SERVER_TEXTS } from '../../texts.ts';
import type { DocumentPhotoService } from '../images/document-photos.service.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';
import { type MemberRow, membersRepository } from './members.repository.ts';

/** Points and the rows they come from: earned by a sale, taken back by its cancellation. */
export interface PointEntry {
  kodeToko: string;
  kodeMember: string;
  tanggal: string;
  kategori: KategoriPoin;
  noRef: string;
  poin: number;
  userId: string;
  keterangan?: string;
  idempotencyKey?: string;
}

type MemberCreate = z.infer<typeof memberCreateSchema>;
type MemberUpdate = z.infer<typeof memberUpdateSchema>;
type PenyesuaianInput = z.infer<typeof penyesuaianPoinSchema>;

/** Members of the chain: registered and kept on Data Member, looked up at the counters, and their points. */
export function createMembersService(deps: {
  db: Db;
  masterData: MasterDataService;
  otorisasi: OtorisasiPort;
  documentPhotos: DocumentPhotoService;
}) {
  const { db, otorisasi, documentPhotos } = deps;
  const repository = membersRepository();
  const shown = (row: MemberRow): Member => ({ ...row, foto_url: documentPhotos.url(row.foto) });

  async function byKode(kodeMember: string, tx: DbOrTx = db): Promise<Member> {
    const found = await repository.byKode(tx, kodeMember);
    if (!found) throw notFound(SERVER_TEXTS.member.tidakDitemukan(kodeMember));
    return shown(found);
  }

  async function refuseTakenPhone(tx: DbOrTx, noHp: string, except?: string): Promise<void> {
    const holder = await repository.holderOfPhone(tx, noHp, except);
    if (holder) throw conflict(TEXTS.member.noHpTerdaftar(noHp, holder));
  }

  /** A clash on the phone's unique index (two counters registering one number at once) is the same refusal. */
  async function phoneClash<T>(noHp: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (pgErrorCode(error) === '23505' && noHp !== '') {
        const holder = await repository.holderOfPhone(db, noHp);
        if (holder) throw conflict(TEXTS.member.noHpTerdaftar(noHp, holder));
      }
      throw error;
    }
  }

  /** Locks an active member's row and answers their balance: points move one at a time per member. */
  async function lockActive(tx: DbOrTx, kodeMember: string): Promise<number> {
    const locked = await repository.lock(tx, kodeMember);
    if (!locked) throw badRequest(SERVER_TEXTS.member.tidakDitemukan(kodeMember));
    if (!locked.status_aktif) throw badRequest(SERVER_TEXTS.member.tidakAktif(kodeMember));
    return repository.saldo(tx, locked.kode_member);
  }

  async function record(tx: DbOrTx, entry: PointEntry): Promise<void> {
    if (entry.poin === 0) return;
    await repository.bookPoints(tx, {
      kode_member: entry.kodeMember,
      kode_toko: entry.kodeToko,
      tanggal: entry.tanggal,
      kategori: entry.kategori,
      no_ref: entry.noRef,
      poin: entry.poin,
      keterangan: entry.keterangan ?? '',
      idempotency_key: entry.idempotencyKey ?? null,
      created_by: entry.userId,
    });
  }

  return {
    async page(query: {
      skip: number;
      limit: number;
      search?: string | undefined;
      aktif: boolean;
    }): Promise<PageResult<Member>> {
      const page = await repository.page(db, query);
      return { data: page.data.map(shown), count: page.count };
    },

    byKode,

    /** A member a new transaction may name: known and active (400 otherwise, it is the form's input). */
    async activeForSale(tx: DbOrTx, kodeMember: string): Promise<Member> {
      const found = await repository.byKode(tx, kodeMember);
      if (!found) throw badRequest(SERVER_TEXTS.member.tidakDitemukan(kodeMember));
      if (!found.status_aktif) throw badRequest(SERVER_TEXTS.member.tidakAktif(kodeMember));
      return shown(found);
    },

    /**
     * Registers a member at the actor's shop, with the shop's next member code. A phone
     * number already held by a member of any shop is refused (409), naming that member.
     */
    async create(actor: AuthContext, input: MemberCreate): Promise<Member> {
      await documentPhotos.check(actor.kodeToko, 'member', input.foto);
      // A clash on the key answers the member the key made; one on the phone names its holder.
      return phoneClash(input.no_hp, () =>
        saveOnce({
          noByKey: () => repository.byKey(db, actor.kodeToko, input.idempotency_key),
          doc: (kode) => byKode(kode),
          save: () =>
            db.transaction(async (tx) => {
              await refuseTakenPhone(tx, input.no_hp);
              const kode = await nextKodeMember(tx, actor.kodeToko);
              const { idempotency_key, foto, ...fields } = input;
              await repository.insert(tx, {
                ...fields,
                kode_member: kode,
                kode_toko: actor.kodeToko,
                image_path: foto || null,
                idempotency_key,
                created_by: actor.userId,
              });
              await recordAudit(tx, {
                kodeToko: actor.kodeToko,
                userId: actor.userId,
                action: 'CREATE',
                entity: 'member',
                entityId: kode,
                after: fields,
              });
              return byKode(kode, tx);
            }),
        }),
      );
    },

    /** Edits what the shop recorded of a member (any shop of the chain may), or (de)activates them. */
    async update(actor: AuthContext, kodeMember: string, input: MemberUpdate): Promise<Member> {
      const before = await byKode(kodeMember);
      if (input.foto !== before.foto) await documentPhotos.check(actor.kodeToko, 'member', input.foto);
      return phoneClash(input.no_hp, () =>
        db.transaction(async (tx) => {
          if (!(await repository.lock(tx, before.kode_member))) {
            throw notFound(SERVER_TEXTS.member.tidakDitemukan(kodeMember));
          }
          await refuseTakenPhone(tx, input.no_hp, before.kode_member);
          const { foto, ...fields } = input;
          await repository.update(tx, before.kode_member, {
            ...fields,
            image_path: foto || null,
            updated_by: actor.userId,
            updated_at: new Date(),
          });
          await recordAudit(tx, {
            kodeToko: actor.kodeToko,
            userId: actor.userId,
            action: 'UPDATE',
            entity: 'member',
            entityId: before.kode_member,
            before,
            after: input,
          });
          return byKode(before.kode_member, tx);
        }),
      );
    },

    poinPage(
      kodeMember: string,
      paging: { skip: number; limit: number },
    ): Promise<PageResult<MemberPoinRow>> {
      return repository.poinPage(db, kodeMember.toUpperCase(), paging);
    },

    /** Lihat Transaksi Member's head: the member, each kind's count and amount, points earned and spent. */
    async ringkasan(kodeMember: string): Promise<RingkasanMember> {
      const found = await byKode(kodeMember);
      const [transaksi, poin] = await Promise.all([
        repository.ringkasan(db, found.kode_member),
        repository.poinTotals(db, found.kode_member),
      ]);
      return { member: found, transaksi, poin_didapat: poin.didapat, poin_dipakai: poin.dipakai };
    },

    async transaksiPage(
      kodeMember: string,
      query: { jenis: JenisTransaksiMember; skip: number; limit: number },
    ): Promise<PageResult<TransaksiMemberRow>> {
      const found = await byKode(kodeMember);
      return repository.transaksiPage(db, found.kode_member, query.jenis, query);
    },

    /**
     * Transaksi Poin: points added or taken off by hand, with a supervisor's otorisasi and
     * its reason. The member's row is locked; a deduction below zero is refused.
     */
    async penyesuaian(actor: AuthContext, input: PenyesuaianInput): Promise<Member> {
      return saveOnce({
        noByKey: () => repository.pointsKeyHolder(db, actor.kodeToko, input.idempotency_key),
        doc: (kode) => byKode(kode),
        save: () =>
          withOtorisasi(db, otorisasi, actor, input.otorisasi, async (tx, verified) => {
            const saldo = await lockActive(tx, input.kode_member);
            const refusal = penyesuaianPoinRefusal(saldo, input.poin);
            if (refusal) throw badRequest(refusal);
            const otorisasiId = await otorisasi.record(tx, verified, {
              jenis: 'PENYESUAIAN_POIN',
              noRef: input.kode_member,
              tglSystem: actor.tglSystem,
            });
            await record(tx, {
              kodeToko: actor.kodeToko,
              kodeMember: input.kode_member,
              tanggal: actor.tglSystem,
              kategori: 'PENYESUAIAN',
              noRef: `OTR-${otorisasiId}`,
              poin: input.poin,
              userId: actor.userId,
              keterangan: verified.alasan,
              idempotencyKey: input.idempotency_key,
            });
            await recordAudit(tx, {
              kodeToko: actor.kodeToko,
              userId: actor.userId,
              action: 'PENYESUAIAN_POIN',
              entity: 'member',
              entityId: input.kode_member,
              before: { poin: saldo },
              after: {
                poin: saldo + input.poin,
                otorisasi: verified.diotorisasiOleh,
                alasan: verified.alasan,
              },
            });
            return byKode(input.kode_member, tx);
          }),
      });
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
    record,

    /** Locks an active member's row and answers their balance, for a write that spends points. */
    lockActive,
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
