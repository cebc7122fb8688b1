import {
  type BuybackOtorisasi,
  buybackLinePrice,
  buybackOtorisasi,
  formatGrams,
  formatRupiah,
  gramsToMilligrams,
  hargaNotaAtWeight,
  hargaNotaOf,
  hargaRataOf,
  type KondisiPembelian,
  type MasterRecord,
  milligramsToGrams,
  type PembelianInput,
  type PembelianNota,
  priceOfWeight,
  TEXTS,
} from '@toko/shared';
import { WEB_TEXTS } from '../../texts';

/** How the shop prices a buyback: its pembulatan and the two module flags of DOMAIN.md §2. */
export interface PricingRules {
  pembulatan: number;
  /** PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE. */
  roundDown: boolean;
  /** HARGA_NOTA_DENGAN_ONGKOS_MODULE. */
  withOngkos: boolean;
  /**
   * Trade-in only: the share (%) of a condition's cut taken from a piece with this shop's
   * receipt (POTONGAN_TUKAR_PERSEN); absent, the whole cut, as at Transaksi Pembelian.
   */
  cutShare?: number;
}

/** A condition of master Kondisi Pembelian, as a line keeps it. */
export interface KondisiPilihan extends KondisiPembelian {
  kode_kondisi: string;
  nama_kondisi: string;
}

export function kondisiOf(record: MasterRecord): KondisiPilihan {
  return {
    kode_kondisi: String(record.kode_kondisi),
    nama_kondisi: String(record.nama_kondisi ?? record.kode_kondisi),
    type_kondisi: record.type_kondisi === 'RP' ? 'RP' : 'PERSENTASE',
    persentase: Number(record.persentase ?? 0),
    rupiah_per_gram: Number(record.rupiah_per_gram ?? 0),
  };
}

/** "10 %", "Rp 50,000/gr": what the condition cuts. */
export function kondisiCut(kondisi: KondisiPembelian): string {
  return kondisi.type_kondisi === 'RP'
    ? `${formatRupiah(kondisi.rupiah_per_gram)}/gr`
    : `${kondisi.persentase} %`;
}

/** "MULUS (10 %)", "MULUS (PER GRAM) (Rp 50,000/gr)": the cut beside the condition's name. */
export function kondisiLabel(kondisi: KondisiPilihan): string {
  return `${kondisi.nama_kondisi} (${kondisiCut(kondisi)})`;
}

/** One piece on the buyback. */
export interface PembelianCartLine {
  /** The barcode, or a key of the screen's own for a piece without one. */
  key: string;
  /** The receipt of a piece this shop sold; absent for gold bought without one (needs otorisasi). */
  nota?: PembelianNota;
  kode_group: string;
  kode_dept: string;
  nama_barang: string;
  /** Milligrams brought back. */
  berat: number;
  kondisi: KondisiPilihan;
  /** Without receipt: the group's buy price per gram of the business day. */
  hargaBeliGram: number;
  /** What the shop agreed to pay when it differs from the system's offer; null follows the offer. */
  hargaDiketik: number | null;
}

export interface PricedLine {
  /** The receipt price at this weight, or the weight at the buy price. */
  base: number;
  potongan: number;
  /** What the system offers. */
  hargaSystem: number;
  /** What the shop pays. */
  harga: number;
  hargaRata: number;
  otorisasi: BuybackOtorisasi | null;
}

/** Milligrams of the receipt's weight (grams in the API). */
export function beratNotaMg(line: Pick<PembelianCartLine, 'nota'>): number {
  return line.nota ? gramsToMilligrams(line.nota.berat_nota) : 0;
}

/** The receipt price the buyback starts from, by the shop's HARGA_NOTA_DENGAN_ONGKOS_MODULE. */
export function hargaNotaLine(nota: PembelianNota, rules: PricingRules): number {
  return hargaNotaOf(nota, rules.withOngkos);
}

/**
 * The line as the server will price it (DOMAIN.md §2), with the same shared rules: the
 * receipt price pro rata to the weight brought, or berat x the day's buy price; the
 * condition's cut; the shop's rounding.
 */
export function priceLine(line: PembelianCartLine, rules: PricingRules): PricedLine {
  const beratNota = beratNotaMg(line);
  const base = line.nota
    ? hargaNotaAtWeight(hargaNotaLine(line.nota, rules), beratNota, line.berat)
    : priceOfWeight(line.berat, line.hargaBeliGram);
  const price = buybackLinePrice({
    base,
    berat: line.berat,
    kondisi: line.kondisi,
    pembulatan: rules.pembulatan,
    roundDown: rules.roundDown,
    cutShare: line.nota ? rules.cutShare : undefined,
  });
  const harga = line.hargaDiketik ?? price.harga;
  return {
    base,
    potongan: price.potongan,
    hargaSystem: price.harga,
    harga,
    hargaRata: hargaRataOf(harga, line.berat),
    otorisasi: buybackOtorisasi({
      withNota: Boolean(line.nota),
      berat: line.berat,
      beratNota,
      hargaSystem: price.harga,
      harga,
    }),
  };
}

/** Why the line needs otorisasi, in the counter's words; empty when it does not. */
export function otorisasiNotes(line: PembelianCartLine, priced: PricedLine): string[] {
  if (!line.nota) return [WEB_TEXTS.pembelianCart.tanpaNota];
  const notes: string[] = [];
  if (line.berat > beratNotaMg(line)) notes.push(WEB_TEXTS.pembelianCart.lebihBerat);
  if (priced.harga > priced.hargaSystem) notes.push(WEB_TEXTS.pembelianCart.diAtasSistem);
  return notes;
}

/** The lines a supervisor authorises, each with why it needs them, as the otorisasi dialog lists them. */
export function otorisasiText(lines: readonly PembelianCartLine[], rules: PricingRules): string {
  return lines
    .map((line) => {
      const priced = priceLine(line, rules);
      const notes = otorisasiNotes(line, priced);
      return `${line.nota ? line.nota.kode_barcode : TEXTS.notaPembelian.tanpaBarcode} ${line.nama_barang}, ${formatGrams(
        line.berat,
      )} gr, ${formatRupiah(priced.harga)}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
    })
    .join('; ');
}

/** Adds a line, or replaces the one with its key (edited in the dialog); a receipt scanned twice is refused. */
export function putLine(
  lines: readonly PembelianCartLine[],
  line: PembelianCartLine,
  options: { replacing?: string } = {},
): { lines: PembelianCartLine[]; problem?: string } {
  if (options.replacing !== undefined) {
    return { lines: lines.map((current) => (current.key === options.replacing ? line : current)) };
  }
  if (lines.some((current) => current.key === line.key)) {
    return { lines: [...lines], problem: WEB_TEXTS.pembelianCart.sudahAda(line.key) };
  }
  return { lines: [...lines, line] };
}

/** The price the shop agreed for one line; typing the system's own offer follows it again. */
export function setHarga(
  lines: readonly PembelianCartLine[],
  key: string,
  harga: number,
  rules: PricingRules,
): PembelianCartLine[] {
  return lines.map((line) => {
    if (line.key !== key) return line;
    const typed = Math.max(0, Math.round(harga));
    const offer = priceLine({ ...line, hargaDiketik: null }, rules).hargaSystem;
    return { ...line, hargaDiketik: typed === offer ? null : typed };
  });
}

export function removeLine(lines: readonly PembelianCartLine[], key: string): PembelianCartLine[] {
  return lines.filter((line) => line.key !== key);
}

/** Count, exact milligrams and rupiah of the buyback. */
export function cartTotals(lines: readonly PembelianCartLine[], rules: PricingRules) {
  const priced = lines.map((line) => priceLine(line, rules));
  return {
    jumlah: lines.length,
    beratMg: lines.reduce((sum, line) => sum + line.berat, 0),
    hargaSystem: priced.reduce((sum, price) => sum + price.hargaSystem, 0),
    total: priced.reduce((sum, price) => sum + price.harga, 0),
    perluOtorisasi: priced.some((price) => price.otorisasi !== null),
  };
}

/**
 * The lines as the buyback sends them. A piece with barcode is described by its receipt
 * on the server; one without carries its group, jenis and name. The price goes only when
 * the shop agreed another than the offer: otherwise the server's own offer stands.
 */
export function cartItems(lines: readonly PembelianCartLine[]): PembelianInput['items'] {
  return lines.map((line) => {
    const common = {
      berat: milligramsToGrams(line.berat),
      kode_kondisi: line.kondisi.kode_kondisi,
      ...(line.hargaDiketik === null ? {} : { harga: line.hargaDiketik }),
    };
    return line.nota
      ? { kode_barcode: line.nota.kode_barcode, ...common }
      : { kode_group: line.kode_group, kode_dept: line.kode_dept, nama_barang: line.nama_barang, ...common };
  });
}

/** The customer fields of the buyback form. */
export interface PembelianCustomer {
  jenis_customer: 'MEMBER' | 'UMUM';
  kode_member: string | undefined;
  nama_customer: string;
  no_hp: string;
  alamat_customer: string;
}

/**
 * Who the receipt was sold to, as the buyback form's customer: the person bringing the
 * piece back is usually its buyer. A member's sale makes a member's buyback.
 */
export function notaCustomer(
  nota: Pick<PembelianNota, 'kode_member' | 'nama_customer' | 'no_hp' | 'alamat_customer'>,
): PembelianCustomer {
  return {
    jenis_customer: nota.kode_member ? 'MEMBER' : 'UMUM',
    kode_member: nota.kode_member || undefined,
    nama_customer: nota.nama_customer,
    no_hp: nota.no_hp,
    alamat_customer: nota.alamat_customer,
  };
}
