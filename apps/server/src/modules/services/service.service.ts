import {
  type ambilServiceSchema,
  badRequest,
  conflict,
  gramsToMilligrams,
  masterResource,
  milligramsToGrams,
  notFound,
  type otorisasiSchema,
  type PageResult,
  type ServiceDoc,
  type selesaiServiceSchema,
  type serviceSchema,
  TEXTS,
} from '@toko/shared';
import type { z } from 'zod';
import type { Actor } from '../../counter/actor.ts';
import { recordAudit } from '../../counter/audit.ts';
import { inBusinessDay } from '../../counter/business-day.ts';
import type { ClosingStep } from '../../counter/closing-pipeline.ts';
import { checkCounterReferences } from '../../counter/counter-references.ts';
import {
  customerOf,
  documentStamp,
  paymentOf,
  type StoredCounterPayment,
  storedCustomer,
  storedPayment,
  validityOf,
} from '../../counter/document-fields.ts';
import { validateDocuments } from '../../counter/document-flow.ts';
import { type DocumentQuery, mapPage } from '../../counter/document-repository.ts';
import { returnDeposit, settleAmount, takeDeposit } from '../../counter/money.ts';
import { type VerifiedOtorisasi, withOtorisasi } from '../../counter/otorisasi.ts';
import { nextReceiptNumber } from '../../counter/receipt-numbers.ts';
import { saveOnce } from '../../counter/save-once.ts';
import { jamToko } from '../../counter/shop-clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { SERVER_TEXTS } from '../../texts.ts';
import type { CounterDeps } from './counter-deps.ts';
import {
  type ServiceHeader,
  type ServiceLine,
  serviceRepository,
  waitingServices,
} from './service.repository.ts';

type ServiceInput = z.infer<typeof serviceSchema>;
type SelesaiInput = z.infer<typeof selesaiServiceSchema>;
type AmbilInput = z.infer<typeof ambilServiceSchema>;
type OtorisasiInput = z.infer<typeof otorisasiSchema>;

const repository = serviceRepository;

/** The remainder's payment, stored beside the DP's under `ambil_`. */
function ambilColumns(paid: StoredCounterPayment) {
  return {
    ambil_cash_rp: paid.cash_rp,
    ambil_transfer_rp: paid.transfer_rp,
    ambil_no_rekening: paid.no_rekening,
    ambil_debet_rp: paid.debet_rp,
    ambil_kode_bank_debet: paid.kode_bank_debet,
    ambil_biaya_debet: paid.biaya_debet,
    ambil_credit_rp: paid.credit_rp,
    ambil_kode_bank_credit: paid.kode_bank_credit,
    ambil_biaya_credit: paid.biaya_credit,
    ambil_kembalian: paid.kembalian,
  };
}

/** The remainder's payment as a payment (what the cash book and the API read). */
function ambilPaymentOf(header: ServiceHeader): StoredCounterPayment {
  return {
    cash_rp: header.ambil_cash_rp,
    transfer_rp: header.ambil_transfer_rp,
    no_rekening: header.ambil_no_rekening,
    debet_rp: header.ambil_debet_rp,
    kode_bank_debet: header.ambil_kode_bank_debet,
    biaya_debet: header.ambil_biaya_debet,
    credit_rp: header.ambil_credit_rp,
    kode_bank_credit: header.ambil_kode_bank_credit,
    biaya_credit: header.ambil_biaya_credit,
    kembalian: header.ambil_kembalian,
  };
}

function toDoc(
  header: ServiceHeader,
  lines: ServiceLine[],
  photos: CounterDeps['documentPhotos'],
): ServiceDoc {
  return {
    no_service: header.no_service,
    tgl_system: header.tgl_system,
    jam: header.jam,
    ...customerOf(header),
    kode_tukang: header.kode_tukang,
    keterangan: header.keterangan,
    tgl_selesai_estimasi: header.tgl_selesai_estimasi,
    ongkos: header.ongkos,
    dp: header.dp,
    sisa: header.ongkos - header.dp,
    ...paymentOf(header),
    ...validityOf<ServiceDoc['status'], ServiceDoc['status_valid']>(header),
    biaya_tukang: header.biaya_tukang,
    tgl_selesai: header.tgl_selesai,
    ambil:
      header.tgl_ambil && header.jam_ambil && header.ambil_by
        ? {
            tgl_ambil: header.tgl_ambil,
            jam_ambil: header.jam_ambil,
            ambil_by: header.ambil_by,
            ...ambilPaymentOf(header),
          }
        : null,
    items: lines.map((line) => ({
      id: line.id,
      nama_barang: line.nama_barang,
      berat: milligramsToGrams(line.berat),
      jumlah: line.jumlah,
      kadar: line.kadar,
      kerusakan: line.kerusakan,
      ongkos: line.ongkos,
      foto: line.foto,
      foto_url: photos.url(line.foto),
      berat_selesai: line.berat_selesai === null ? null : milligramsToGrams(line.berat_selesai),
    })),
  };
}

/**
 * Service (DOMAIN.md §4, decision 019): the customer leaves pieces for repair and pays a
 * DP. The pieces are the customer's, so no stock moves; the document tracks them until
 * handed back. Validated, the DP reaches the cash book (SERVICE); finished (DONE), the
 * tukang's cost and the weights after repair are recorded; collected (CLOS), the rest is
 * paid (SERVICE AMBIL); cancelled the same day (CANC), a booked DP goes back by the
 * methods it was paid with (BATAL SERVICE).
 */
export class ServiceRepairService {
  constructor(private readonly deps: CounterDeps) {}

  async doc(kodeToko: string, noService: string, tx: DbOrTx = this.deps.db): Promise<ServiceDoc> {
    const { header, lines } = await repository.docOf(tx, kodeToko, noService);
    return toDoc(header, lines, this.deps.documentPhotos);
  }

  async page(
    kodeToko: string,
    query: DocumentQuery & { status?: ServiceDoc['status'] | undefined },
  ): Promise<PageResult<ServiceDoc>> {
    const page = await repository.page(this.deps.db, kodeToko, query);
    return mapPage(page, (header, lines) => toDoc(header, lines, this.deps.documentPhotos));
  }

  /** Saves a service once per idempotency key: a retry answers the service already taken in. */
  simpan(actor: Actor, input: ServiceInput): Promise<ServiceDoc> {
    return saveOnce({
      noByKey: () => repository.noByKey(this.deps.db, actor.kodeToko, input.idempotency_key),
      doc: (no) => this.doc(actor.kodeToko, no),
      save: () => this.simpanBaru(actor, input),
    });
  }

  /** The supervisor's validation: the DP is booked (SERVICE), as a deposit's is. */
  validasi(actor: Actor, nos: string[]): Promise<{ jumlah: number }> {
    return validateDocuments(this.deps.db, repository, actor, nos, {
      refusal: (header) => {
        if (header.status === 'CANC') return conflict(SERVER_TEXTS.service.sudahBatal(header.no_service));
        if (header.status_valid !== 'OPEN')
          return conflict(SERVER_TEXTS.service.sudahValid(header.no_service));
        return undefined;
      },
      apply: async (tx, headers) => {
        for (const header of headers) await this.bookDp(tx, actor, header);
      },
      audit: { action: 'VALIDASI_SERVICE', entity: 'service' },
    });
  }

  /** The tukang finished: his cost and each piece's weight after the repair (OPEN -> DONE). */
  async selesai(actor: Actor, input: SelesaiInput): Promise<ServiceDoc> {
    await inBusinessDay(this.deps.db, actor, async (tx) => {
      const header = await this.lockOwn(tx, actor.kodeToko, input.no_service);
      if (header.status !== 'OPEN') throw conflict(SERVER_TEXTS.service.bukanOpen(input.no_service));
      const lines = await repository.lines(tx, [input.no_service]);
      const weights = new Map(input.items.map((item) => [item.id, gramsToMilligrams(item.berat_selesai)]));
      if (weights.size !== lines.length || !lines.every((line) => weights.has(line.id))) {
        throw badRequest(SERVER_TEXTS.service.barangSelesai(input.no_service));
      }
      for (const line of lines) {
        await repository.updateLine(tx, String(line.id), {
          berat_selesai: weights.get(line.id) ?? line.berat,
        });
      }
      await repository.update(tx, [input.no_service], {
        status: 'DONE',
        biaya_tukang: input.biaya_tukang,
        tgl_selesai: actor.tglSystem,
        selesai_by: actor.userId,
      });
      await this.audit(tx, actor, 'SERVICE_SELESAI', input.no_service, { biaya_tukang: input.biaya_tukang });
    });
    return this.doc(actor.kodeToko, input.no_service);
  }

  /**
   * The customer collects the finished pieces and pays the rest (DONE -> CLOS), booked at
   * once as SERVICE AMBIL. The header is locked first: of two counters collecting the same
   * service, the second finds it CLOS and is refused.
   */
  async ambil(actor: Actor, input: AmbilInput): Promise<ServiceDoc> {
    const { masterData, cash } = this.deps;
    const { header: before } = await repository.docOf(this.deps.db, actor.kodeToko, input.no_service);
    const fees = await checkCounterReferences(masterData, actor, {
      kode_sales: before.kode_sales,
      bayar: input.bayar,
    });
    await cash.checkCardSettlement(actor.kodeToko, input.bayar);
    await inBusinessDay(this.deps.db, actor, async (tx) => {
      const header = await this.lockOwn(tx, actor.kodeToko, input.no_service);
      if (header.status !== 'DONE') throw conflict(SERVER_TEXTS.service.belumSelesai(input.no_service));
      if (header.status_valid !== 'DONE')
        throw badRequest(SERVER_TEXTS.service.belumDivalidasi(input.no_service));
      const sisa = header.ongkos - header.dp;
      const payment = settleAmount(input.bayar, sisa, fees);
      const paid = storedPayment(input.bayar, payment);
      await repository.update(tx, [input.no_service], {
        status: 'CLOS',
        tgl_ambil: actor.tglSystem,
        jam_ambil: jamToko(actor.timeZone, actor.now),
        ambil_by: actor.userId,
        ...ambilColumns(paid),
      });
      await cash.bookPayment(
        tx,
        { kodeToko: actor.kodeToko, tanggal: actor.tglSystem },
        {
          kategori: 'SERVICE AMBIL',
          deskripsi: header.no_service,
          keterangan: header.nama_customer,
          input_by: actor.userId,
          valid_by: actor.userId,
        },
        paid,
        'in',
      );
      await this.audit(tx, actor, 'SERVICE_AMBIL', input.no_service, { sisa });
    });
    return this.doc(actor.kodeToko, input.no_service);
  }

  /**
   * Same-day cancel with otorisasi of a service not yet collected (-> CANC). A validated
   * one refunds its DP by the methods it was paid with (BATAL SERVICE); one not yet
   * validated booked nothing, so nothing goes back through the cash book.
   */
  async batal(actor: Actor, input: { no_service: string; otorisasi: OtorisasiInput }): Promise<ServiceDoc> {
    const { db, otorisasi } = this.deps;
    await withOtorisasi(db, otorisasi, actor, input.otorisasi, async (tx, verified) => {
      const header = await this.lockOwn(tx, actor.kodeToko, input.no_service);
      if (header.status !== 'OPEN' && header.status !== 'DONE') {
        throw conflict(SERVER_TEXTS.service.sudahBatal(input.no_service));
      }
      if (header.tgl_system !== actor.tglSystem) throw badRequest(SERVER_TEXTS.service.bukanHariIni);
      const otorisasiId = await otorisasi.record(tx, verified, {
        jenis: 'BATAL_SERVICE',
        noRef: input.no_service,
        tglSystem: actor.tglSystem,
      });
      if (header.status_valid === 'DONE') await this.refundDp(tx, actor, header, verified);
      await repository.update(tx, [input.no_service], {
        status: 'CANC',
        batal_by: actor.userId,
        otorisasi_id: otorisasiId,
      });
      await this.audit(tx, actor, 'BATAL_SERVICE', input.no_service, {
        otorisasi: verified.diotorisasiOleh,
        alasan: verified.alasan,
      });
    });
    return this.doc(actor.kodeToko, input.no_service);
  }

  /** Tutup Toko waits for every service taken in and not cancelled to be validated, naming them. */
  closingStep(): ClosingStep {
    return {
      key: 'service',
      label: 'service',
      check: async (ctx) => {
        const nos = await waitingServices(ctx.tx, ctx.kodeToko);
        if (nos.length === 0) return null;
        return { message: SERVER_TEXTS.service.belumValid(nos), path: '/validasi-jual-beli?tab=service' };
      },
    };
  }

  private async simpanBaru(actor: Actor, input: ServiceInput): Promise<ServiceDoc> {
    const { masterData, cash } = this.deps;
    if (input.tgl_selesai_estimasi < actor.tglSystem) throw badRequest(TEXTS.service.estimasiLampau);
    const fees = await checkCounterReferences(masterData, actor, input);
    await this.checkTukang(actor.kodeToko, input.kode_tukang);
    await cash.checkCardSettlement(actor.kodeToko, input.bayar);
    const ongkos = input.items.reduce((sum, item) => sum + item.ongkos, 0);
    if (input.dp > ongkos) throw badRequest(TEXTS.service.dpLebih);
    for (const item of input.items)
      await this.deps.documentPhotos.check(actor.kodeToko, 'service', item.foto);
    const payment = settleAmount(input.bayar, input.dp, fees);
    const no = await inBusinessDay(this.deps.db, actor, async (tx) => {
      if (input.kode_member) await this.deps.members.activeForSale(tx, input.kode_member);
      const noService = await nextReceiptNumber(tx, actor.kodeToko, 'SV', actor.tglSystem);
      const header = {
        no_service: noService,
        ...documentStamp(actor, input.idempotency_key),
        ...storedCustomer(input),
        kode_tukang: input.kode_tukang,
        keterangan: input.keterangan,
        tgl_selesai_estimasi: input.tgl_selesai_estimasi,
        ongkos,
        dp: input.dp,
        ...storedPayment(input.bayar, payment),
        input_by: actor.userId,
      };
      const lines = input.items.map((item) => ({
        no_service: noService,
        nama_barang: item.nama_barang,
        berat: gramsToMilligrams(item.berat),
        jumlah: item.jumlah,
        kadar: item.kadar,
        kerusakan: item.kerusakan,
        ongkos: item.ongkos,
        foto: item.foto,
      }));
      await repository.insert(tx, header, lines, {
        kodeToko: actor.kodeToko,
        userId: actor.userId,
        action: 'SERVICE',
        entity: 'service',
        entityId: noService,
        after: { ongkos, dp: input.dp },
      });
      return noService;
    });
    return this.doc(actor.kodeToko, no);
  }

  /** The tukang must be one of the shop's active Master Tukang. */
  private async checkTukang(kodeToko: string, kodeTukang: string): Promise<void> {
    const entry = masterResource('tukang');
    const rows = await this.deps.masterData.listActive(entry, kodeToko);
    if (!rows.some((row) => row[entry.codeField] === kodeTukang)) {
      throw badRequest(SERVER_TEXTS.service.tukangTidakAda(kodeTukang));
    }
  }

  /** Locks a service of the shop for a change of state. */
  private async lockOwn(tx: DbOrTx, kodeToko: string, no: string): Promise<ServiceHeader> {
    const [header] = await repository.lockHeaders(tx, kodeToko, [no]);
    if (!header) throw notFound(`Service ${no} tidak ditemukan`);
    return header;
  }

  /** A validated service's DP in the cash book. */
  private bookDp(tx: DbOrTx, actor: Actor, header: ServiceHeader): Promise<void> {
    return takeDeposit(this.deps.cash, tx, actor, 'SERVICE', {
      ...header,
      no: header.no_service,
      payment: header,
    });
  }

  /** A booked DP back the way it came. */
  private refundDp(tx: DbOrTx, actor: Actor, header: ServiceHeader, verified: VerifiedOtorisasi) {
    return returnDeposit(this.deps.cash, tx, actor, verified, 'BATAL SERVICE', {
      ...header,
      no: header.no_service,
      payment: header,
    });
  }

  private audit(tx: DbOrTx, actor: Actor, action: string, no: string, after: object) {
    return recordAudit(tx, {
      kodeToko: actor.kodeToko,
      userId: actor.userId,
      action,
      entity: 'service',
      entityId: no,
      after,
    });
  }
}

export function createServiceRepairService(deps: ConstructorParameters<typeof ServiceRepairService>[0]) {
  return new ServiceRepairService(deps);
}
