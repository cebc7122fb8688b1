import {
  badRequest,
  batalTukarPoinRefusal,
  type batalTukarPoinSchema,
  conflict,
  notFound,
  stokHadiahRefusal,
  TEXTS,
  type TukarPoinDoc,
  tukarPoinRefusal,
  type tukarPoinSchema,
} from '@toko/shared';
import type { z } from 'zod';
import { recordAudit } from '../../counter/audit.ts';
import { inBusinessDay } from '../../counter/business-day.ts';
import { documentStamp } from '../../counter/document-fields.ts';
import { type OtorisasiPort, withOtorisasi } from '../../counter/otorisasi.ts';
import { nextReceiptNumber } from '../../counter/receipt-numbers.ts';
import { saveOnce } from '../../counter/save-once.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { SERVER_TEXTS } from '../../texts.ts';
import { membersRepository } from './members.repository.ts';
import type { MembersService } from './members.service.ts';
import { tukarPoinRepository as exchanges } from './tukar-poin.repository.ts';

type TukarInput = z.infer<typeof tukarPoinSchema>;
type BatalTukarInput = z.infer<typeof batalTukarPoinSchema>;

/**
 * Tukar Point (decision 022): a gift taken for a member's points, its slip, and its cancel
 * on the same day with otorisasi. The points move through the members' ledger.
 */
export function createTukarPoinService(deps: {
  db: Db;
  otorisasi: OtorisasiPort;
  members: Pick<MembersService, 'lockActive' | 'record'>;
}) {
  const { db, otorisasi } = deps;
  const { lockActive, record } = deps.members;
  const repository = membersRepository();

  /** A shop's own exchange slip: another shop's number is as unknown here (404), like every document read. */
  async function tukarDoc(kodeToko: string, noTukar: string, tx: DbOrTx = db): Promise<TukarPoinDoc> {
    const slip = await exchanges.slip(tx, kodeToko, noTukar);
    if (!slip) throw notFound(TEXTS.member.tukarTidakDitemukan(noTukar));
    return slip;
  }

  /**
   * Takes `jumlah` of a gift off the shop's stock in one conditional UPDATE: of two counters
   * taking the last one, the second finds no row with enough stock and is refused (409).
   */
  async function takeGift(
    tx: DbOrTx,
    actor: AuthContext,
    input: TukarInput,
  ): Promise<{ nama_hadiah: string; poin: number }> {
    const gift = {
      kodeToko: actor.kodeToko,
      kodeHadiah: input.kode_hadiah,
      jumlah: input.jumlah,
      userId: actor.userId,
    };
    const taken = await exchanges.takeGift(tx, gift);
    if (taken) return taken;
    const current = await exchanges.giftStock(tx, actor.kodeToko, input.kode_hadiah);
    if (!current) throw badRequest(TEXTS.member.hadiahTidakDitemukan(input.kode_hadiah));
    throw conflict(
      stokHadiahRefusal(current.nama_hadiah, current.stock, input.jumlah) ??
        TEXTS.member.stokHadiahHabis(current.nama_hadiah, current.stock),
    );
  }

  /** What one gift costs, read before the stock is touched (the member's points are checked first). */
  async function giftCost(tx: DbOrTx, kodeToko: string, kodeHadiah: string): Promise<number> {
    const poin = await exchanges.giftCost(tx, kodeToko, kodeHadiah);
    if (poin === undefined) throw badRequest(TEXTS.member.hadiahTidakDitemukan(kodeHadiah));
    return poin;
  }

  return {
    /**
     * Tukar Point: the member's row is locked, the points checked against the balance
     * (400 when short), the gift's stock taken (409 when another counter took the last one),
     * the exchange numbered and the points booked, in one transaction of the business day.
     */
    async tukar(actor: AuthContext, input: TukarInput): Promise<TukarPoinDoc> {
      return saveOnce({
        noByKey: () => exchanges.noByKey(db, actor.kodeToko, input.idempotency_key),
        doc: (no) => tukarDoc(actor.kodeToko, no),
        save: () =>
          inBusinessDay(db, actor, async (tx) => {
            const saldo = await lockActive(tx, input.kode_member);
            const biaya = (await giftCost(tx, actor.kodeToko, input.kode_hadiah)) * input.jumlah;
            const refusal = tukarPoinRefusal(saldo, biaya);
            if (refusal) throw badRequest(refusal);
            const gift = await takeGift(tx, actor, input);
            // The price as the stock's row was taken: a change of the master meanwhile is checked again.
            const changed = tukarPoinRefusal(saldo, gift.poin * input.jumlah);
            if (changed) throw badRequest(changed);
            const no = await nextReceiptNumber(tx, actor.kodeToko, 'TH', actor.tglSystem);
            await exchanges.insert(tx, {
              no_tukar: no,
              ...documentStamp(actor, input.idempotency_key),
              kode_member: input.kode_member,
              kode_hadiah: input.kode_hadiah,
              nama_hadiah: gift.nama_hadiah,
              jumlah: input.jumlah,
              poin_satuan: gift.poin,
              poin_total: gift.poin * input.jumlah,
              sisa_poin: saldo - gift.poin * input.jumlah,
              input_by: actor.userId,
            });
            await record(tx, {
              kodeToko: actor.kodeToko,
              kodeMember: input.kode_member,
              tanggal: actor.tglSystem,
              kategori: 'TUKAR POIN',
              noRef: no,
              poin: -gift.poin * input.jumlah,
              userId: actor.userId,
              keterangan: `${input.jumlah} x ${gift.nama_hadiah}`,
            });
            await recordAudit(tx, {
              kodeToko: actor.kodeToko,
              userId: actor.userId,
              action: 'TUKAR_POIN',
              entity: 'tukar_poin',
              entityId: no,
              after: { kode_member: input.kode_member, kode_hadiah: input.kode_hadiah, jumlah: input.jumlah },
            });
            return tukarDoc(actor.kodeToko, no, tx);
          }),
      });
    },

    tukarDoc: (actor: AuthContext, noTukar: string) => tukarDoc(actor.kodeToko, noTukar),

    /**
     * Batal Tukar Poin: an exchange of today undone with a supervisor's otorisasi. Its row
     * is locked (of two cancels racing, the second waits, then finds it cancelled: 409),
     * then the member's; the gifts go back on the shop's shelf, the points come back as a
     * BATAL TUKAR POIN row (the balance stays the ledger's sum), the exchange is marked
     * with who cancelled it and the consent, all in one transaction of the business day.
     */
    async batalTukar(actor: AuthContext, input: BatalTukarInput): Promise<TukarPoinDoc> {
      const no = input.no_tukar.toUpperCase();
      await withOtorisasi(db, otorisasi, actor, input.otorisasi, async (tx, verified) => {
        const locked = await exchanges.lock(tx, actor.kodeToko, no);
        // Another shop's exchange is not this counter's to cancel: it is as unknown here.
        if (!locked) throw notFound(TEXTS.member.tukarTidakDitemukan(no));
        const refusal = batalTukarPoinRefusal(
          { ...locked, batal_at: locked.batal_at ? locked.batal_at.toISOString() : null },
          actor.tglSystem,
        );
        if (refusal) throw refusal.status === 409 ? conflict(refusal.message) : badRequest(refusal.message);
        if (!(await repository.lock(tx, locked.kode_member))) {
          throw notFound(SERVER_TEXTS.member.tidakDitemukan(locked.kode_member));
        }
        const saldo = await repository.saldo(tx, locked.kode_member);
        const back = await exchanges.returnGift(tx, {
          kodeToko: actor.kodeToko,
          kodeHadiah: locked.kode_hadiah,
          jumlah: locked.jumlah,
          userId: actor.userId,
        });
        if (!back) throw badRequest(TEXTS.member.hadiahTidakDitemukan(locked.kode_hadiah));
        const otorisasiId = await otorisasi.record(tx, verified, {
          jenis: 'BATAL_TUKAR_POIN',
          noRef: no,
          tglSystem: actor.tglSystem,
        });
        await record(tx, {
          kodeToko: actor.kodeToko,
          kodeMember: locked.kode_member,
          tanggal: actor.tglSystem,
          kategori: 'BATAL TUKAR POIN',
          noRef: no,
          poin: locked.poin_total,
          userId: actor.userId,
          keterangan: verified.alasan,
        });
        await exchanges.markCancelled(tx, no, actor.userId, otorisasiId);
        await recordAudit(tx, {
          kodeToko: actor.kodeToko,
          userId: actor.userId,
          action: 'BATAL_TUKAR_POIN',
          entity: 'tukar_poin',
          entityId: no,
          before: { poin: saldo },
          after: {
            poin: saldo + locked.poin_total,
            kode_hadiah: locked.kode_hadiah,
            jumlah: locked.jumlah,
            otorisasi: verified.diotorisasiOleh,
            alasan: verified.alasan,
          },
        });
      });
      return tukarDoc(actor.kodeToko, no);
    },
  };
}

export type TukarPoinService = ReturnType<typeof createTukarPoinService>;
