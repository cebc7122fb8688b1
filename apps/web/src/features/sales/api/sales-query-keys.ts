/**
 * Query keys of the sales area; invalidating `penjualan` refreshes every list of sales,
 * `titipan` every list of deposits.
 */
export const salesQueryKeys = {
  penjualan: ['sales', 'penjualan'] as const,
  penjualanPage: (filters: object) => ['sales', 'penjualan', 'page', filters] as const,
  penjualanDoc: (noFakturGroup: string) => ['sales', 'penjualan', 'doc', noFakturGroup] as const,
  titipan: ['sales', 'titipan'] as const,
  titipanPage: (filters: object) => ['sales', 'titipan', 'page', filters] as const,
  titipanDoc: (noTitip: string) => ['sales', 'titipan', 'doc', noTitip] as const,
  /** Under `penjualan`: a sale collecting an order takes it off the list of orders to collect. */
  pesananSiap: (filters: object) => ['sales', 'penjualan', 'pesanan-siap', filters] as const,
  /** Both halves of a trade-in, by its sale's number: under `penjualan`, refreshed with the sales. */
  tukarDoc: (noFakturGroup: string) => ['sales', 'penjualan', 'tukar', noFakturGroup] as const,
};
