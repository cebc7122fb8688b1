const SATUAN = [
  '',
  'satu',
  'dua',
  'tiga',
  'empat',
  'lima',
  'enam',
  'tujuh',
  'delapan',
  'sembilan',
  'sepuluh',
  'sebelas',
];
const SKALA = [
  [1_000_000_000_000, 'triliun'],
  [1_000_000_000, 'miliar'],
  [1_000_000, 'juta'],
] as const;

function belowThousand(value: number): string {
  if (value < 12) return SATUAN[value] ?? '';
  if (value < 20) return `${SATUAN[value - 10]} belas`;
  if (value < 100) return join(`${SATUAN[Math.floor(value / 10)]} puluh`, belowThousand(value % 10));
  const ratus = Math.floor(value / 100);
  return join(ratus === 1 ? 'seratus' : `${SATUAN[ratus]} ratus`, belowThousand(value % 100));
}

function join(head: string, tail: string): string {
  return tail ? `${head} ${tail}` : head;
}

function words(value: number): string {
  for (const [size, name] of SKALA) {
    if (value >= size) return join(`${words(Math.floor(value / size))} ${name}`, words(value % size));
  }
  if (value >= 1000) {
    const ribu = Math.floor(value / 1000);
    return join(ribu === 1 ? 'seribu' : `${belowThousand(ribu)} ribu`, belowThousand(value % 1000));
  }
  return belowThousand(value);
}

/**
 * A count in Indonesian words, as a term is written out beside its figure:
 * 4 → "empat" ("4 (empat) bulan"); 0 → "nol".
 */
export function bilangan(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError('Bilangan harus bulat tidak negatif');
  return value === 0 ? 'nol' : words(value);
}

/**
 * An amount in Indonesian words, as receipts print it under the total:
 * 1_250_500 → "satu juta dua ratus lima puluh ribu lima ratus rupiah".
 */
export function terbilang(rupiah: number): string {
  if (!Number.isSafeInteger(rupiah)) throw new RangeError('Jumlah harus bilangan bulat');
  if (rupiah === 0) return 'nol rupiah';
  const text = `${words(Math.abs(rupiah))} rupiah`;
  return rupiah < 0 ? `minus ${text}` : text;
}
