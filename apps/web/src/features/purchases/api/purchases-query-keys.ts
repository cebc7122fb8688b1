/** Query keys of the purchases area; invalidating `pembelian` refreshes every list of buybacks. */
export const purchasesQueryKeys = {
  pembelian: ['purchases', 'pembelian'] as const,
  pembelianPage: (filters: object) => ['purchases', 'pembelian', 'page', filters] as const,
  pembelianDoc: (noFakturGroup: string) => ['purchases', 'pembelian', 'doc', noFakturGroup] as const,
};
