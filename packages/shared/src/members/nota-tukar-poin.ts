import { formatNumber, formatTanggalPanjang } from '../common/format.ts';
import { buildNota, type Nota, type NotaToko } from '../sales/nota-penjualan.ts';
import { slipSegments } from '../sales/slip-text.ts';
import type { NotaSetting } from '../settings/nota-settings.schemas.ts';
import { TEXTS } from '../texts/texts.ts';
import type { TukarPoinDoc } from './members.schemas.ts';

export interface NotaTukarPoinInput {
  doc: TukarPoinDoc;
  toko: NotaToko;
  /** SLIP_TUKAR_POIN (doubled by REPRINT_SLIP_TUKAR_DUPLICATE). */
  setting: NotaSetting;
}

const poin = (value: number) => `${formatNumber(value)} poin`;

/**
 * Slip Tukar Poin (decision 022): the member, the gift and how many, what it cost in
 * points and the balance left. No money changes hands, so the slip has no amount in words.
 * A cancelled exchange reprints stamped BATAL, naming who cancelled it, who consented and
 * why; its gift line is struck like a cancelled sale line.
 */
export function buildNotaTukarPoin({ doc, toko, setting }: NotaTukarPoinInput): Nota {
  if (setting.slip_type !== 'SLIP_TUKAR_POIN') {
    throw new Error(`Slip Tukar Poin dicetak dengan setting SLIP_TUKAR_POIN, bukan ${setting.slip_type}`);
  }
  const batal = doc.batal_at !== null;
  return buildNota(setting, toko, {
    number: doc.no_tukar,
    stamp: batal ? TEXTS.nota.batal : null,
    info: [
      { label: 'No Tukar', lines: [doc.no_tukar] },
      { label: 'Tanggal', lines: [formatTanggalPanjang(doc.tgl_system)] },
      { label: 'Jam', lines: [doc.jam] },
      { label: 'Kasir', lines: [doc.input_by] },
      { label: 'Member', lines: [doc.kode_member] },
      { label: 'Nama', lines: slipSegments(doc.nama_member) },
      ...(doc.no_hp ? [{ label: 'No HP', lines: [doc.no_hp] }] : []),
      ...(batal
        ? [
            {
              label: 'Dibatalkan',
              lines: [`${doc.batal_by ?? ''} / otorisasi ${doc.batal_otorisasi ?? ''}`],
            },
            { label: 'Alasan', lines: slipSegments(doc.batal_alasan ?? '') },
          ]
        : []),
    ],
    items: [
      {
        kode: doc.kode_hadiah,
        nama: slipSegments(doc.nama_hadiah),
        keterangan: `${formatNumber(doc.jumlah)} x ${poin(doc.poin_satuan)}`,
        berat: '',
        harga: poin(doc.poin_total),
        batal,
      },
    ],
    summary: `${formatNumber(doc.jumlah)} pcs hadiah`,
    amounts: [
      { label: 'Poin Ditukar', value: poin(doc.poin_total), strong: true },
      { label: 'Sisa Poin', value: poin(doc.sisa_poin) },
    ],
    terbilangOf: null,
  });
}
