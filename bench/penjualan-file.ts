import { IMPORT_CALLS, IMPORT_CHUNK_ROWS, type ImportJob, type PenjualanImportInput } from '@toko/shared';

/**
 * An old system's penjualan export as Import Data reads it: BENCH_IMPORT_LINES (100,000) lines
 * of 40 % as many visits over the year before `lastDay`, every cell a string as the CSV reader
 * gives it. Shared by the import bench and the memory bench.
 */
export const LINES = Number(process.env.BENCH_IMPORT_LINES ?? 100_000);
export const VISITS = Math.max(1, Math.round(LINES * 0.4));
const DAYS = 365;

const addDays = (tanggal: string, days: number) => {
  const date = new Date(`${tanggal}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The visit of line `i`: lines of a visit sit next to each other, as an export writes them. */
export const visitOf = (i: number) => Math.floor((i * VISITS) / LINES);

/** Line `i` of the shop's export, every cell a string as the CSV reader gives it. */
function fileLine(i: number, prefix: string, lastDay: string): PenjualanImportInput {
  const v = visitOf(i);
  const harga = 1_000_000 + ((i * 7919) % 9_000_000);
  return {
    no_generate: `GEN-${v}`,
    no_faktur_group: `${prefix}-FJ-${v}`,
    no_faktur_group_user: '-',
    no_faktur_jual: `${prefix}-FJ-${v}-${i}`,
    tgl_system: addDays(lastDay, -1 - (v % DAYS)),
    kode_sales: 'S01',
    kode_member: v % 3 === 0 ? `M${v % 5000}` : '-',
    nama_customer: `CUSTOMER ${v % 5000}`,
    no_hp: '081234567890',
    nama_sales: 'SITI',
    kadar_cetak: '750',
    alamat_customer: 'JL. MAWAR 1, BEKASI',
    kode_gudang: 'TOKO',
    kode_baki: 'CC01',
    // Pieces sold long ago: none of them is on a tray of the demo shop.
    kode_barcode: String(50_000_000 + i),
    kode_barang: '-',
    kode_group: '750',
    kode_dept: 'CC',
    kode_marketplace: '-',
    nama_barang: `CINCIN MODEL ${i % 997}`,
    berat_awal: ((1000 + ((i * 37) % 9000)) / 1000).toFixed(3),
    berat: ((1000 + ((i * 37) % 9000)) / 1000).toFixed(3),
    nama_atribut: '-',
    berat_atribut: '0',
    harga_jual: String(harga),
    harga_gram: '1480000',
    harga_atribut: '0',
    ongkos: '0',
    harga_total: String(harga),
    input_by: 'KASIR',
    status_kembali: 'OPEN',
    status_valid: 'DONE',
    status_premi: '-',
    status_tukar: 'false',
    no_titip_group: '-',
    no_pesanan: '-',
    jam: '10:15:00',
    cash_rp: String(harga),
    transfer_rp: '0',
    debet_rp: '0',
    tukar_rp: '0',
    credit_rp: '0',
    total_usd: '0',
    curr: 'IDR',
    total_berlian_rp: '0',
  };
}

export function lines(prefix: string, lastDay: string, from: number, to: number): PenjualanImportInput[] {
  const part: PenjualanImportInput[] = [];
  for (let i = from; i < Math.min(to, LINES); i += 1) part.push(fileLine(i, prefix, lastDay));
  return part;
}

/**
 * The file imported through the real route as the Import Data page sends it: parts of
 * IMPORT_CHUNK_ROWS, then the job polled until written. `onUploaded` is told when the last
 * part was answered (the rest is the write). Throws unless the job ends SELESAI.
 */
export async function importOverHttp(
  base: string,
  headers: Record<string, string>,
  lastDay: string,
  onUploaded: () => void = () => {},
): Promise<ImportJob> {
  const { path, key } = IMPORT_CALLS.penjualan;
  let importId: string | undefined;
  let job: ImportJob | undefined;
  for (let from = 0; from < LINES; from += IMPORT_CHUNK_ROWS) {
    const response = await fetch(`${base}/${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        import_id: importId,
        [key]: lines('IMP', lastDay, from, from + IMPORT_CHUNK_ROWS),
        baris_awal: 2 + from,
        baris_total: LINES,
        selesai: from + IMPORT_CHUNK_ROWS >= LINES,
      }),
    });
    if (!response.ok) throw new Error(`part at row ${2 + from}: ${response.status} ${await response.text()}`);
    job = (await response.json()) as ImportJob;
    importId = job.import_id;
  }
  onUploaded();
  while (job && (job.status === 'UNGGAH' || job.status === 'PROSES')) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    job = (await (await fetch(`${base}/import-data/${importId}`, { headers })).json()) as ImportJob;
  }
  if (job?.status !== 'SELESAI') throw new Error(`import ended ${job?.status}: ${job?.message}`);
  return job;
}
