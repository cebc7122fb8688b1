/**
 * Kirim via WhatsApp (issue 30): a receipt's link sent to the customer's phone through a
 * `wa.me` link the clerk's WhatsApp opens; nothing is sent by the server.
 */

/**
 * An Indonesian mobile number as WhatsApp addresses it: digits only, the country code 62 in
 * place of the leading 0 ("0812-3456-7890" and "+62 812 3456 7890" are both 6281234567890).
 * Null for what cannot be a mobile number (too short or long, not a mobile prefix).
 */
export function nomorWhatsApp(noHp: string): string | null {
  const digits = noHp.replace(/\D/g, '');
  const national = digits.startsWith('62')
    ? digits.slice(2)
    : digits.startsWith('0')
      ? digits.slice(1)
      : digits;
  // Indonesian mobiles are 8xx, 9 to 12 digits after the country code.
  return /^8\d{8,11}$/.test(national) ? `62${national}` : null;
}

/** Why a receipt cannot be sent by WhatsApp, or null when it can. */
export function alasanTanpaWhatsApp(noHp: string, link: string | undefined): string | null {
  if (!link) return 'Nota ini belum memiliki tautan cek nota';
  if (!noHp.trim()) return 'Nomor HP customer belum diisi';
  if (!nomorWhatsApp(noHp)) return `Nomor HP ${noHp.trim()} bukan nomor WhatsApp yang valid`;
  return null;
}

/** The short message: who sends it, which receipt, and its link. */
export function pesanWhatsApp(input: {
  namaToko: string;
  judul: string;
  nomor: string;
  link: string;
}): string {
  return [
    `Terima kasih telah bertransaksi di ${input.namaToko}.`,
    `${input.judul} ${input.nomor} dapat dilihat dan dicek keasliannya di:`,
    input.link,
  ].join('\n');
}

/** The link that opens WhatsApp on the customer's chat with the message typed in. */
export function waMeLink(nomor: string, pesan: string): string {
  return `https://wa.me/${nomor}?text=${encodeURIComponent(pesan)}`;
}
