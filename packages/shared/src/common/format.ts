/** Thousands grouping with commas, as the reports print it: 1234567 -> "1,234,567". */
export function formatNumber(value: number): string {
  const negative = value < 0;
  const [whole, fraction] = Math.abs(value).toString().split('.');
  const grouped = (whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** Rupiah with the "Rp" prefix: 5003500 -> "Rp 5,003,500". */
export function formatRupiah(value: number): string {
  return `Rp ${formatNumber(value)}`;
}

export const INDONESIAN_MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

/** "2026-11-22" -> "22 November 2026". */
export function formatTanggalPanjang(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${INDONESIAN_MONTHS[(month ?? 1) - 1]} ${year}`;
}

const INDONESIAN_DAYS = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;

/** "2026-11-29" -> "Minggu": the day of the week of a calendar date, whatever the clock's zone. */
export function namaHari(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return INDONESIAN_DAYS[new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).getUTCDay()] ?? '';
}

/**
 * A period as every "dari … s/d …" prints it (dialogs, slips, reports): the earlier date
 * first, whichever order the two come in. A loan whose interest was paid ahead has its
 * clock after the business date, and "28 Desember s/d 28 November" reads as nonsense.
 * Dates are ISO ("2026-11-28"), so the text order is the calendar order.
 */
export function formatRentangTanggal(
  a: string,
  b: string,
  format: (isoDate: string) => string = formatTanggalPanjang,
): string {
  const [from, to] = a <= b ? [a, b] : [b, a];
  return `${format(from)} s/d ${format(to)}`;
}

/** 'VALIDASI_PENJUALAN' -> 'Validasi Penjualan', 'NOTA PENJUALAN' -> 'Nota Penjualan': each word capitalised. */
export function titleCaseWords(text: string): string {
  return text
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
