/**
 * Query keys of the hutang area; invalidating `hutang` refreshes every list and loan
 * (Lihat Hutang, Validasi Hutang, a loan's detail) after a loan, a payment or a cancel.
 */
export const hutangQueryKeys = {
  hutang: ['hutang'] as const,
  page: (filters: object) => ['hutang', 'page', filters] as const,
  doc: (noHutang: string) => ['hutang', 'doc', noHutang] as const,
  bayar: (noBayar: string) => ['hutang', 'bayar', noBayar] as const,
};
