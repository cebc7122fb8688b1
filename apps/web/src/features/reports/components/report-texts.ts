export const REPORT_SCREEN_TEXTS = {
  cari: 'Cari',
  searchPlaceholder: 'Cari di laporan...',
  exportPdf: 'Export Pdf',
  exportExcel: 'Export Excel',
  toko: 'Toko',
  semuaToko: 'Semua Toko',
} as const;
