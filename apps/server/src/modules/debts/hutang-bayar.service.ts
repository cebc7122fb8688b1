import {
  addDays,
  type BungaBerjalan,
  badRequest,
  type bayarHutangSchema,
  conflict,
  formatRupiah,
  type HutangBayarQuery,
  type HutangBayarRow,
  type HutangBayarSlip,
  type HutangDoc,
  notFound,
  type otorisasiSchema,
  type PageResult,
  type PaidPart,
  paidParts,
  type perpanjangHutangSchema,
  TEXTS,
} from '@toko/shared';
import type { z } from 'zod';
import type { Actor } from '../../counter/actor.ts';
import { recordAudit, recordAuditEach } from '../../counter/audit.ts';
import { inBusinessDay } from '../../counter/business-day.ts';
import type { CashBookEntry } from '../../counter/money.ts';
import { withOtorisasi } from '../../counter/otorisasi.ts';
import { nextReceiptNumber } from '../../counter/receipt-numbers.ts';
import { jamToko } from '../../counter/shop-clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { pgErrorCode } from '../../db/pg-error.ts';
import type { CounterDeps } from './counter-deps.ts';
import { type HutangHeader, type HutangPayment, hutangRepository } from './hutang.repository.ts';
import { type HutangService, toPaymentDoc } from './hutang.service.ts';
import { bungaPada, hutangSettings } from './hutang-terms.ts';

const repository = hutangRepository;

type BayarInput = z.infer<typeof bayarHutangSchema>;
type PerpanjangInput = z.infer<typeof perpanjangHutangSchema>;
type OtorisasiInput = z.infer<typeof otorisasiSchema>;
type Bayar = BayarInput['bayar'];

/**
 * A customer's payment on a loan: cash and/or a transfer to a shop account; the transfer
 * may not exceed what is due, cash may, and the change is handed back.
 */
export function settleHutangPayment(bayar: Bayar, total: number) {
  if (bayar.transfer > total || bayar.cash + bayar.transfer < total) {
    throw badRequest(TEXTS.hutang.bayarKurang(formatRupiah(total)));
  }
  return {
    cash_rp: bayar.cash,
    transfer_rp: bayar.transfer,
    no_rekening: bayar.transfer > 0 ? bayar.no_rekening : '',
    kembalian: bayar.cash + bayar.transfer - total,
  };
}

/** What one payment books on validation: kategori by kategori, each from the methods in turn. */
function bookingsOf(payment: HutangPayment): { kategori: string; amount: number }[] {
  if (payment.jenis === 'BUNGA') return [{ kategori: 'BAYAR BUNGA', amount: payment.total }];
  if (payment.jenis === 'LUNAS') return [{ kategori: 'HUTANG LUNAS', amount: payment.total }];
  return [
    { kategori: 'BAYAR BUNGA', amount: payment.bunga },
    { kategori: 'HUTANG LUNAS', amount: payment.pokok },
  ].filter((booking) => booking.amount > 0);
}

/**
 * Payments on a loan (decision 020): bayar bunga moves the interest clock past the days
 * paid for, lunas redeems the pieces; each is validated on its own before its money is
 * booked (BAYAR BUNGA, HUTANG LUNAS), and the loan's last payment of today may be cancelled
 * with otorisasi (BATAL HUTANG LUNAS), leaving the loan as it was before it.
 */
export class HutangBayarService {
  constructor(private readonly deps: CounterDeps & { loans: HutangService }) {}

  /** Interest only: the clock moves on by the days charged (the first month's minimum included). */
  bunga(actor: Actor, input: BayarInput): Promise<HutangDoc> {
    return this.pay(actor, input, 'BUNGA', async (tx, header, bunga) => {
      if (bunga.bunga === 0) throw badRequest(TEXTS.hutang.belumAdaBunga(header.no_hutang));
      await repository.update(tx, [header.no_hutang], {
        tgl_bunga: addDays(bunga.tgl_dari, bunga.hari_dihitung),
      });
    });
  }

  /** Redemption: pokok + bunga; the pieces are handed back. */
  lunas(actor: Actor, input: BayarInput): Promise<HutangDoc> {
    return this.pay(actor, input, 'LUNAS', async (tx, header) => {
      await repository.update(tx, [header.no_hutang], { status: 'LUNAS', tgl_tutup: actor.tglSystem });
      await repository.setLineStatus(tx, header.no_hutang, 'KEMBALI');
    });
  }

  /**
   * Perpanjangan, with otorisasi, in one transaction: the interest owed (and any principal
   * paid down) is this loan's last payment, the loan closes PERPANJANG, and its pieces,
   * valued at today's price, stand for a new loan of `pokok_baru` at the rate of its tier.
   * Answers the new loan.
   */
  async perpanjang(actor: Actor, input: PerpanjangInput): Promise<HutangDoc> {
    const { db, loans, otorisasi } = this.deps;
    const again = await repository.paymentByKey(db, actor.kodeToko, input.idempotency_key);
    if (again) return this.renewedDoc(actor, again.no_hutang);
    await loans.checkRekening(actor.kodeToko, input.bayar);
    const old = await repository.docOf(db, actor.kodeToko, input.no_hutang);
    const items = old.lines.map((line) => ({
      kode_group: line.kode_group,
      kode_dept: line.kode_dept,
      nama_barang: line.nama_barang,
      berat: line.berat / 1000,
      kadar: Number(line.kadar),
      jumlah: line.jumlah,
      foto: line.foto,
    }));
    const quote = await loans.quote(actor, items, input.pokok_baru);
    const settings = hutangSettings((key) => actor.paraSystem.get(key));
    await withOtorisasi(db, otorisasi, actor, input.otorisasi, async (tx, verified) => {
      const header = await this.lockPayable(tx, actor, input.no_hutang);
      if (input.pokok_baru > header.pokok) throw badRequest(TEXTS.hutang.pokokBaruLebih);
      const bunga = bungaPada(header, actor.tglSystem, settings);
      const pokok = header.pokok - input.pokok_baru;
      const otorisasiId = await otorisasi.record(tx, verified, {
        jenis: 'PERPANJANGAN_HUTANG',
        noRef: header.no_hutang,
        tglSystem: actor.tglSystem,
        barcodes: [],
      });
      const noBaru = await loans.openLoan(tx, actor, {
        quote,
        customer: {
          kode_sales: header.kode_sales,
          kode_member: header.kode_member,
          nama_customer: header.nama_customer,
          no_hp: header.no_hp,
          alamat_customer: header.alamat_customer,
          nik: header.nik,
        },
        idempotencyKey: input.idempotency_key,
        jangkaBulan: input.jangka_bulan,
        payout: { cash: 0, transfer: 0, no_rekening: '' },
        otorisasiOf: async () => otorisasiId,
        renews: { noHutangLama: header.no_hutang, validBy: verified.diotorisasiOleh },
      });
      await repository.update(tx, [header.no_hutang], {
        status: 'PERPANJANG',
        tgl_tutup: actor.tglSystem,
        no_hutang_baru: noBaru,
      });
      await repository.setLineStatus(tx, header.no_hutang, 'PERPANJANG');
      await this.record(tx, actor, header, 'PERPANJANG', {
        key: input.idempotency_key,
        bunga,
        pokok,
        settled: settleHutangPayment(input.bayar, bunga.bunga + pokok),
        otorisasiId,
      });
    });
    return this.renewedDoc(actor, input.no_hutang);
  }

  /**
   * A cancelled renewal takes back the loan it opened: that loan must still stand with no
   * payment of its own; it ends BATAL (it paid nothing out, so nothing is booked).
   */
  private async undoRenewal(tx: DbOrTx, actor: Actor, old: HutangHeader, otorisasiId: number) {
    const renewed = await this.deps.loans.lockOwn(tx, actor.kodeToko, old.no_hutang_baru ?? '');
    if (renewed.status !== 'OPEN') throw conflict(TEXTS.hutang.bukanOpen(renewed.no_hutang));
    if (await repository.lastPayment(tx, renewed.no_hutang)) {
      throw conflict(TEXTS.hutang.adaPembayaran(renewed.no_hutang));
    }
    await repository.update(tx, [renewed.no_hutang], {
      status: 'BATAL',
      tgl_tutup: actor.tglSystem,
      batal_by: actor.userId,
      batal_otorisasi_id: otorisasiId,
    });
    await repository.setLineStatus(tx, renewed.no_hutang, 'BATAL');
  }

  /** The loan a renewal opened, by the renewed loan's number. */
  private async renewedDoc(actor: Actor, noHutangLama: string): Promise<HutangDoc> {
    const old = await repository.header(this.deps.db, actor.kodeToko, noHutangLama);
    return this.deps.loans.doc(actor.kodeToko, old?.no_hutang_baru ?? noHutangLama);
  }

  /**
   * A payment's slip, printed after paying and reprinted later: the payment, its loan and,
   * for a renewal still standing, the new loan with its term and due date.
   */
  async slip(actor: Actor, noBayar: string): Promise<HutangBayarSlip> {
    const payment = await repository.payment(this.deps.db, actor.kodeToko, noBayar);
    if (!payment) throw notFound(TEXTS.hutang.bayarTidakDikenal(noBayar));
    const hutang = await this.deps.loans.doc(actor.kodeToko, payment.no_hutang);
    const renewed = payment.jenis === 'PERPANJANG' && payment.status === 'OK' ? hutang.no_hutang_baru : null;
    return {
      kode_sales: hutang.kode_sales,
      bayar: toPaymentDoc(payment),
      hutang,
      hutang_baru: renewed ? await this.deps.loans.doc(actor.kodeToko, renewed) : null,
    };
  }

  /** Validasi Hutang's payments list: one page, each with its loan's customer. */
  async page(actor: Actor, query: HutangBayarQuery): Promise<PageResult<HutangBayarRow>> {
    const { rows, count } = await repository.paymentPage(this.deps.db, actor.kodeToko, query);
    return {
      data: rows.map((row) => ({ ...toPaymentDoc(row), nama_customer: row.nama_customer, nik: row.nik })),
      count,
    };
  }

  /** Validasi Hutang for payments: each books its money by the methods it came by. */
  async validasi(actor: Actor, nos: string[]): Promise<{ jumlah: number }> {
    await inBusinessDay(this.deps.db, actor, async (tx) => {
      const payments = await repository.lockPayments(tx, actor.kodeToko, nos);
      for (const no of nos) {
        const payment = payments.find((row) => row.no_bayar === no);
        if (!payment) throw notFound(TEXTS.hutang.bayarTidakDikenal(no));
        if (payment.status === 'BATAL') throw conflict(TEXTS.hutang.bayarSudahBatal(no));
        if (payment.status_valid !== 'OPEN') throw conflict(TEXTS.hutang.bayarSudahValid(no));
      }
      for (const payment of payments) await this.book(tx, actor, payment);
      await repository.updatePayments(tx, nos, {
        status_valid: 'DONE',
        valid_by: actor.userId,
        valid_at: new Date(),
      });
      await recordAuditEach(
        tx,
        {
          kodeToko: actor.kodeToko,
          userId: actor.userId,
          action: 'VALIDASI_BAYAR_HUTANG',
          entity: 'hutang_bayar',
        },
        nos,
      );
    });
    return { jumlah: nos.length };
  }

  /**
   * Same-day cancel of a loan's last payment, with otorisasi: a validated one goes back by
   * its methods (BATAL HUTANG LUNAS, out) and the loan returns to how it stood before it.
   */
  async batal(actor: Actor, input: { no_bayar: string; otorisasi: OtorisasiInput }): Promise<HutangDoc> {
    const { db, otorisasi, loans } = this.deps;
    const noHutang = await withOtorisasi(db, otorisasi, actor, input.otorisasi, async (tx, verified) => {
      const [found] = await repository.lockPayments(tx, actor.kodeToko, [input.no_bayar]);
      if (!found) throw notFound(TEXTS.hutang.bayarTidakDikenal(input.no_bayar));
      if (found.status === 'BATAL') throw conflict(TEXTS.hutang.bayarSudahBatal(input.no_bayar));
      if (found.tgl_system !== actor.tglSystem) throw badRequest(TEXTS.hutang.bukanHariIni);
      const header = await loans.lockOwn(tx, actor.kodeToko, found.no_hutang);
      const last = await repository.lastPayment(tx, found.no_hutang);
      if (last?.no_bayar !== found.no_bayar) throw conflict(TEXTS.hutang.bayarBukanTerakhir(found.no_hutang));
      const otorisasiId = await otorisasi.record(tx, verified, {
        jenis: 'BATAL_BAYAR_HUTANG',
        noRef: found.no_bayar,
        tglSystem: actor.tglSystem,
        barcodes: [],
      });
      if (found.status_valid === 'DONE') {
        await this.deps.cash.reverse(
          tx,
          { kodeToko: actor.kodeToko, tanggal: actor.tglSystem },
          this.entry(found, 'BATAL HUTANG LUNAS', verified.alasan, actor.userId, verified.diotorisasiOleh),
          paidParts(found),
          0,
          found.total,
          'out',
        );
      }
      if (found.jenis === 'PERPANJANG') await this.undoRenewal(tx, actor, header, otorisasiId);
      // The loan as before the payment: its clock back, still open, its pieces held.
      await repository.update(tx, [found.no_hutang], {
        status: 'OPEN',
        tgl_tutup: null,
        tgl_bunga: found.tgl_dari,
        no_hutang_baru: null,
      });
      await repository.setLineStatus(tx, found.no_hutang, 'GADAI');
      await repository.updatePayments(tx, [found.no_bayar], {
        status: 'BATAL',
        batal_by: actor.userId,
        batal_otorisasi_id: otorisasiId,
      });
      await recordAudit(tx, {
        kodeToko: actor.kodeToko,
        userId: actor.userId,
        action: 'BATAL_BAYAR_HUTANG',
        entity: 'hutang_bayar',
        entityId: found.no_bayar,
        after: { otorisasi: verified.diotorisasiOleh, alasan: verified.alasan },
      });
      return found.no_hutang;
    });
    return loans.doc(actor.kodeToko, noHutang);
  }

  /**
   * One payment, once per idempotency key: the loan locked, open and validated; the
   * interest as of the business date; `apply` changes the loan; the payment stored.
   */
  private async pay(
    actor: Actor,
    input: BayarInput,
    jenis: 'BUNGA' | 'LUNAS',
    apply: (tx: DbOrTx, header: HutangHeader, bunga: BungaBerjalan) => Promise<void>,
  ): Promise<HutangDoc> {
    const { loans } = this.deps;
    const again = await repository.paymentByKey(this.deps.db, actor.kodeToko, input.idempotency_key);
    if (again) return loans.doc(actor.kodeToko, again.no_hutang);
    await loans.checkRekening(actor.kodeToko, input.bayar);
    const settings = hutangSettings((key) => actor.paraSystem.get(key));
    try {
      await inBusinessDay(this.deps.db, actor, async (tx) => {
        const header = await this.lockPayable(tx, actor, input.no_hutang);
        const bunga = bungaPada(header, actor.tglSystem, settings);
        const pokok = jenis === 'LUNAS' ? header.pokok : 0;
        const settled = settleHutangPayment(input.bayar, bunga.bunga + pokok);
        await apply(tx, header, bunga);
        await this.record(tx, actor, header, jenis, { key: input.idempotency_key, bunga, pokok, settled });
      });
    } catch (error) {
      // The same key raced itself: the first payment stands, the retry answers it.
      const raced =
        pgErrorCode(error) === '23505'
          ? await repository.paymentByKey(this.deps.db, actor.kodeToko, input.idempotency_key)
          : undefined;
      if (!raced) throw error;
    }
    return loans.doc(actor.kodeToko, input.no_hutang);
  }

  /** A loan of the shop locked to be paid on: open, and its payout validated. */
  private async lockPayable(tx: DbOrTx, actor: Actor, noHutang: string): Promise<HutangHeader> {
    const header = await this.deps.loans.lockOwn(tx, actor.kodeToko, noHutang);
    if (header.status !== 'OPEN') throw conflict(TEXTS.hutang.bukanOpen(header.no_hutang));
    if (header.status_valid !== 'DONE') throw badRequest(TEXTS.hutang.belumDivalidasi(header.no_hutang));
    return header;
  }

  /** Stores one payment on the loan (waiting for validation) and audits it. */
  private async record(
    tx: DbOrTx,
    actor: Actor,
    header: HutangHeader,
    jenis: HutangPayment['jenis'],
    paid: {
      key: string;
      bunga: BungaBerjalan;
      pokok: number;
      settled: ReturnType<typeof settleHutangPayment>;
      otorisasiId?: number;
    },
  ): Promise<void> {
    const noBayar = await nextReceiptNumber(tx, actor.kodeToko, 'BH', actor.tglSystem);
    const total = paid.bunga.bunga + paid.pokok;
    await repository.insertPayment(tx, {
      no_bayar: noBayar,
      no_hutang: header.no_hutang,
      kode_toko: actor.kodeToko,
      tgl_system: actor.tglSystem,
      jam: jamToko(actor.timeZone, actor.now),
      idempotency_key: paid.key,
      jenis,
      tgl_dari: paid.bunga.tgl_dari,
      hari: paid.bunga.hari,
      hari_dihitung: paid.bunga.hari_dihitung,
      bunga: paid.bunga.bunga,
      pokok: paid.pokok,
      total,
      ...paid.settled,
      otorisasi_id: paid.otorisasiId ?? null,
      input_by: actor.userId,
    });
    await recordAudit(tx, {
      kodeToko: actor.kodeToko,
      userId: actor.userId,
      action: `BAYAR_HUTANG_${jenis}`,
      entity: 'hutang_bayar',
      entityId: noBayar,
      after: {
        no_hutang: header.no_hutang,
        bunga: paid.bunga.bunga,
        pokok: paid.pokok,
        hari: paid.bunga.hari_dihitung,
      },
    });
  }

  private async book(tx: DbOrTx, actor: Actor, payment: HutangPayment) {
    const parts: readonly PaidPart[] = paidParts(payment);
    let booked = 0;
    for (const { kategori, amount } of bookingsOf(payment)) {
      // The cash book's refund slices the methods in turn; here it slices a payment coming in.
      await this.deps.cash.reverse(
        tx,
        { kodeToko: actor.kodeToko, tanggal: actor.tglSystem },
        this.entry(payment, kategori, '', payment.input_by, actor.userId),
        parts,
        booked,
        amount,
        'in',
      );
      booked += amount;
    }
  }

  private entry(
    payment: HutangPayment,
    kategori: string,
    keterangan: string,
    inputBy: string,
    validBy: string,
  ): CashBookEntry {
    return {
      kategori,
      deskripsi: payment.no_bayar,
      keterangan: keterangan || payment.no_hutang,
      input_by: inputBy,
      valid_by: validBy,
    };
  }
}

export function createHutangBayarService(deps: ConstructorParameters<typeof HutangBayarService>[0]) {
  return new HutangBayarService(deps);
}
