import {
  notFound,
  type otorisasiSchema,
  type pembelianSchema,
  type TukarDoc,
  type tukarSchema,
} from '@toko/shared';
import type { z } from 'zod';
import type { Actor } from '../../counter/actor.ts';
import { recordAudit } from '../../counter/audit.ts';
import { inBusinessDay } from '../../counter/business-day.ts';
import { type OtorisasiPort, withOtorisasi } from '../../counter/otorisasi.ts';
import { saveOnce } from '../../counter/save-once.ts';
import type { Db } from '../../db/client.ts';
import type { PenjualanService } from '../sales/penjualan.service.ts';
import type { PembelianService } from './pembelian.service.ts';

type TukarRequest = z.infer<typeof tukarSchema>;
type OtorisasiInput = z.infer<typeof otorisasiSchema>;

/**
 * Tukar (DOMAIN.md §4): a sale paid partly or wholly with gold the customer brings in.
 * The gold is a buyback (the same pricing, receipt lookup and otorisasi as Transaksi
 * Pembelian, with the smaller trade-in cut for this shop's own pieces) whose value is the
 * sale's TUKAR payment; both are written in one transaction, or neither. Tukar tambah:
 * the customer pays what the gold leaves by any method. Tukar kurang: the gold is worth
 * more than the sale and the shop pays the difference out (cash TUKAR KURANG, when the
 * buyback is validated). Each half is validated on its own screen like any sale or
 * buyback; they are cancelled together (Batal Tukar, otorisasi), never one alone.
 */
export class TukarService {
  constructor(
    private readonly deps: {
      db: Db;
      otorisasi: OtorisasiPort;
      penjualan: PenjualanService;
      pembelian: PembelianService;
    },
  ) {}

  /** Both halves of the trade-in that paid a sale. */
  async doc(kodeToko: string, noFakturGroup: string): Promise<TukarDoc> {
    const penjualan = await this.deps.penjualan.doc(kodeToko, noFakturGroup);
    if (!penjualan.no_faktur_beli_tukar) throw notFound(`Tukar ${noFakturGroup} tidak ditemukan`);
    const pembelian = await this.deps.pembelian.doc(kodeToko, penjualan.no_faktur_beli_tukar);
    const tukar = pembelian.tukar_rp ?? 0;
    return {
      penjualan,
      pembelian,
      tukar_kurang: pembelian.total - tukar,
      tukar_tambah: penjualan.total - tukar,
    };
  }

  /** Saves a trade-in once per idempotency key: a retry answers the one already made. */
  simpan(actor: Actor, input: TukarRequest): Promise<TukarDoc> {
    const { penjualan } = this.deps;
    return saveOnce({
      noByKey: () => penjualan.noByKey(actor.kodeToko, input.idempotency_key),
      doc: (no) => this.doc(actor.kodeToko, no),
      save: () => this.simpanBaru(actor, input),
    });
  }

  /** Batal Tukar: both halves of a validated trade-in of today, with one otorisasi. */
  async batal(actor: Actor, input: { no_faktur_group: string; otorisasi: OtorisasiInput }) {
    const { db, otorisasi, penjualan, pembelian } = this.deps;
    await withOtorisasi(db, otorisasi, actor, input.otorisasi, async (tx, verified) => {
      const sale = await penjualan.lockTraded(tx, actor, input.no_faktur_group);
      const buyback = await pembelian.lockTraded(tx, actor, sale.no_faktur_beli_tukar ?? '');
      const barcodes = await penjualan.barcodesOf(tx, [sale.no_faktur_group]);
      const otorisasiId = await otorisasi.record(tx, verified, {
        jenis: 'BATAL_TUKAR',
        noRef: sale.no_faktur_group,
        tglSystem: actor.tglSystem,
        barcodes: [...barcodes, ...(await pembelian.barcodesOf(tx, [buyback.no_faktur_group]))],
      });
      await penjualan.cancelTraded(tx, actor, sale, verified, otorisasiId);
      await pembelian.cancelTraded(tx, actor, buyback, verified, otorisasiId);
      await recordAudit(tx, {
        kodeToko: actor.kodeToko,
        userId: actor.userId,
        action: 'BATAL_TUKAR',
        entity: 'penjualan',
        entityId: `${sale.no_faktur_group},${buyback.no_faktur_group}`,
        after: { otorisasi: verified.diotorisasiOleh, alasan: verified.alasan },
      });
    });
    return this.doc(actor.kodeToko, input.no_faktur_group);
  }

  private async simpanBaru(actor: Actor, input: TukarRequest): Promise<TukarDoc> {
    const { penjualan, pembelian } = this.deps;
    const { tukar, ...sale } = input;
    const buyback = this.buybackOf(input);
    // Everything slow (masters, prices, both consents) before the transaction takes any lock.
    const [saleRefs, prepared] = await Promise.all([
      penjualan.refsOf(actor, sale),
      pembelian.prepare(actor, buyback, { tukar: true }),
    ]);
    const made = await inBusinessDay(this.deps.db, actor, (tx) =>
      penjualan.record(tx, actor, sale, saleRefs, async (txIn, made) => {
        const recorded = await pembelian.record(txIn, actor, buyback, prepared, {
          noFakturJual: made.noFakturGroup,
          saleTotal: made.total,
        });
        return { value: recorded.tukarRp, noFakturBeli: recorded.no };
      }),
    );
    return this.doc(actor.kodeToko, made.no_faktur_group);
  }

  /** The traded-in gold as a buyback from the same customer, served by the same sales person. */
  private buybackOf(input: TukarRequest): z.infer<typeof pembelianSchema> {
    return {
      idempotency_key: input.idempotency_key,
      kode_sales: input.kode_sales,
      kode_member: input.kode_member,
      nama_customer: input.nama_customer,
      no_hp: input.no_hp,
      alamat_customer: input.alamat_customer,
      items: input.tukar.items,
      bayar: { cash: 0, transfer: 0, no_rekening: '' },
      otorisasi: input.tukar.otorisasi,
    };
  }
}
