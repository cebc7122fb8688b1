import { formatNumber, formatRupiah, formatTanggalPanjang } from '../common/format.ts';
import { formatGrams, gramsToMilligrams } from '../common/weight.ts';
import { buildNota, type Nota, type NotaInfo, type NotaToko, notaSummary } from '../sales/nota-penjualan.ts';
import { slipSegments } from '../sales/slip-text.ts';
import { pembayaranService } from '../services/nota-service.ts';
import type { NotaSetting } from '../settings/nota-settings.schemas.ts';
import { TEXTS } from '../texts/texts.ts';
import type { PesananDoc } from './pesanan.schemas.ts';

export interface NotaPesananInput {
  doc: PesananDoc;
  toko: NotaToko;
  /** SLIP_PESANAN (doubled by PRINT_NOTA_PESANAN_DUPLICATE_MODULE). */
  setting: NotaSetting;
  /** The sales person's name; empty prints the code. */
  namaSales: string;
}

function headInfo(doc: PesananDoc, namaSales: string): NotaInfo[] {
  const optional = (label: string, lines: string[]): NotaInfo[] =>
    lines.length > 0 ? [{ label, lines }] : [];
  const words = TEXTS.pesanan.nota;
  return [
    { label: 'No Pesanan', lines: [doc.no_pesanan] },
    { label: 'Tanggal', lines: [formatTanggalPanjang(doc.tgl_system)] },
    { label: 'Jam', lines: [doc.jam] },
    { label: 'Sales', lines: [namaSales.trim() || doc.kode_sales] },
    ...optional('Member', doc.kode_member ? [doc.kode_member] : []),
    { label: 'Customer', lines: slipSegments(doc.nama_customer) },
    ...optional('No HP', doc.no_hp ? [doc.no_hp] : []),
    ...optional('Alamat', slipSegments(doc.alamat_customer)),
    { label: words.estimasi, lines: [formatTanggalPanjang(doc.tgl_selesai)] },
    // A reprint after the piece was made, or collected, says which piece and which sale.
    ...optional(words.barcode, doc.kode_barcode ? [doc.kode_barcode] : []),
    ...optional(words.noFakturGroup, doc.no_faktur_group ? [doc.no_faktur_group] : []),
  ];
}

/**
 * Nota Pesanan (SLIP_PESANAN): the piece ordered (kategori and jenis, what it should look
 * like, the kadar), its estimated weight and price (price per gram and ongkos), the DP
 * paid (in words) and how, the estimated rest and the estimated finish date. The rest is
 * an estimate: the order is priced again from the real weight when collected.
 */
export function buildNotaPesanan({ doc, toko, setting, namaSales }: NotaPesananInput): Nota {
  if (setting.slip_type !== 'SLIP_PESANAN') {
    throw new Error(`Nota Pesanan dicetak dengan setting SLIP_PESANAN, bukan ${setting.slip_type}`);
  }
  const words = TEXTS.pesanan.nota;
  const batal = doc.status === 'CLOSE';
  return buildNota(setting, toko, {
    number: doc.no_pesanan,
    stamp: batal ? TEXTS.nota.batal : null,
    info: headInfo(doc, namaSales),
    items: [
      {
        kode: `${doc.kode_group} / ${doc.kode_dept}`,
        nama: slipSegments(doc.deskripsi),
        keterangan: `${words.kadar} ${doc.kadar}%`,
        berat: formatGrams(gramsToMilligrams(doc.berat)),
        harga: formatNumber(doc.total),
        batal,
      },
    ],
    summary: notaSummary([doc]),
    amounts: [
      { label: words.hargaGram, value: formatRupiah(doc.harga_gram) },
      { label: words.ongkos, value: formatRupiah(doc.ongkos) },
      { label: words.estimasiHarga, value: formatRupiah(doc.total) },
      { label: words.dp, value: formatRupiah(doc.dp), strong: true },
      { label: words.sisa, value: formatRupiah(doc.sisa) },
      ...pembayaranService(doc),
    ],
    terbilangOf: doc.dp,
  });
}
