/** Query keys of the orders area; invalidating `pesanan` refreshes every list of orders. */
export const pesananQueryKeys = {
  pesanan: ['orders', 'pesanan'] as const,
  page: (filters: object) => ['orders', 'pesanan', 'page', filters] as const,
  doc: (noPesanan: string) => ['orders', 'pesanan', 'doc', noPesanan] as const,
};
