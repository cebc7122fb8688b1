import { addDays, type HutangBayarDoc, type HutangDoc } from '@toko/shared';

/** The first day the loan's pieces may be auctioned: after its due date and the grace. */
export function lelangDari(doc: Pick<HutangDoc, 'tgl_jatuh_tempo'>, masaTenggang: number): string {
  return addDays(doc.tgl_jatuh_tempo, masaTenggang + 1);
}

/** An open loan past its due date on the business date. */
export function lewatJatuhTempo(doc: Pick<HutangDoc, 'status' | 'tgl_jatuh_tempo'>, today: string): boolean {
  return doc.status === 'OPEN' && today > doc.tgl_jatuh_tempo;
}

/** An open loan past its due date and the grace: the closing marked it, or the business date is there. */
export function lewatTempo(
  doc: Pick<HutangDoc, 'status' | 'tgl_jatuh_tempo' | 'lewat_tempo'>,
  today: string,
  masaTenggang: number,
): boolean {
  return doc.status === 'OPEN' && (doc.lewat_tempo || today >= lelangDari(doc, masaTenggang));
}

/**
 * What the customer pays on renewal: the interest owed today and the part of the
 * principal the new loan no longer carries.
 */
export function bayarPerpanjang(bunga: number, pokokLama: number, pokokBaru: number): number {
  return bunga + pokokLama - pokokBaru;
}

/** The loan's last payment still standing, if it was made on the business date (the one Batal Pembayaran undoes). */
export function pembayaranBatal(
  doc: Pick<HutangDoc, 'pembayaran'>,
  today: string,
): HutangBayarDoc | undefined {
  const standing = doc.pembayaran.filter((row) => row.status === 'OK');
  const last = standing.reduce<HutangBayarDoc | undefined>(
    (latest, row) =>
      !latest ||
      `${row.tgl_system} ${row.jam} ${row.no_bayar}` > `${latest.tgl_system} ${latest.jam} ${latest.no_bayar}`
        ? row
        : latest,
    undefined,
  );
  return last?.tgl_system === today ? last : undefined;
}

/** Which counter actions a loan offers on the business date. */
export interface HutangActions {
  bunga: boolean;
  lunas: boolean;
  perpanjang: boolean;
  batal: boolean;
  lelang: boolean;
  /**
   * The payments are held back only until a supervisor validates the loan: said on the row,
   * since a missing button explains nothing to a clerk on a touch screen.
   */
  menungguValidasi: boolean;
}

export function hutangActions(doc: HutangDoc, today: string, masaTenggang: number): HutangActions {
  const open = doc.status === 'OPEN';
  const berjalan = open && doc.status_valid === 'DONE' && doc.bunga_berjalan !== null;
  return {
    // Interest paid ahead leaves nothing owed until the clock catches up.
    bunga: berjalan && (doc.bunga_berjalan?.bunga ?? 0) > 0,
    lunas: berjalan,
    perpanjang: berjalan,
    // A loan of today without payments; a renewal's new loan is undone by cancelling the renewal's payment.
    batal:
      open &&
      doc.tgl_system === today &&
      doc.no_hutang_lama === null &&
      !doc.pembayaran.some((row) => row.status === 'OK'),
    lelang: berjalan && lewatTempo(doc, today, masaTenggang),
    menungguValidasi: open && doc.status_valid !== 'DONE',
  };
}
