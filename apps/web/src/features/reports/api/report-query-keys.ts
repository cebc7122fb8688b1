/** Query keys of the reports; a report's answer depends on everything it was asked with. */
export const reportQueryKeys = {
  all: ['laporan'] as const,
  page: (name: string, query: unknown) => ['laporan', name, 'page', query] as const,
  pantauanRingkasan: (query: unknown) => ['laporan', 'pantauan', 'ringkasan', query] as const,
};
