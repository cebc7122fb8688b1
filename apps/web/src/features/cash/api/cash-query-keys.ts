/**
 * Query keys of the cash book; invalidating `all` after a write refreshes the balances
 * and every list of the cash screens.
 */
export const cashQueryKeys = {
  all: ['cash'] as const,
  page: (filters: object) => ['cash', 'page', filters] as const,
  saldo: (tanggal: string) => ['cash', 'saldo', tanggal] as const,
  hitungKas: ['cash', 'hitung-kas'] as const,
};
