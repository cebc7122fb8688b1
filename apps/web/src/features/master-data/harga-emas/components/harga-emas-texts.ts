// The screen's words, shared by the form, its columns and its save.
export const SAVE_PRICES_TEXT = 'Simpan Harga';
export const MASTER_PRICE_TAG = 'Harga Master';
export const AUTO_COPY_TAG = 'Otomatis';
export const ENTERED_TAG = 'Sudah Diinput';
export const NOT_ENTERED_TAG = 'Belum Diinput';
export const NOTHING_CHANGED = 'Belum ada harga yang diubah untuk tanggal ini';

export const MASTER_HINT = 'belum ada harga untuk tanggal ini, harga master group yang berlaku';
export const AUTO_COPY_HINT =
  'diisi oleh sistem (disalin dari hari sebelumnya saat tutup toko), belum diinput hari ini';
export const LATER_HINT =
  'belum ada harga untuk tanggal ini; jika tidak diubah, harga hari sebelumnya disalin saat tutup toko';
