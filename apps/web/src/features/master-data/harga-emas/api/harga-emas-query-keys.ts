/** Query keys of the gold prices: one day's prices, and the history list. */
export const hargaEmasQueryKeys = {
  day: (tanggal: string) => ['harga-emas', 'day', tanggal] as const,
  history: ['harga-emas', 'history'] as const,
};
