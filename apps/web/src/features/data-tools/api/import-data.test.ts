import { IMPORT_CHUNK_ROWS, type ImportJob } from '@toko/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { ImportFileError, readImportFile, sendImport } from './import-data';

const post = vi.fn();
const get = vi.fn();
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof import('../../../lib/api-client')>()),
  api: { post: (...args: unknown[]) => post(...args), get: (...args: unknown[]) => get(...args) },
}));

const file = (text: string) => new Blob([text], { type: 'text/csv' });

describe('readImportFile: what shops’ spreadsheets write', () => {
  it('reads quoted commas and line breaks, a BOM and CRLF, and drops the last row (SPEC §5)', async () => {
    const text =
      '\uFEFFKode Group,Nama Group,harga\r\n' +
      '"750","CINCIN, KALUNG",1000\r\n' +
      '"375","SERBA\r\nAGUNG",2000\r\n' +
      '999,TOTAL,3000\r\n';
    // The trailing line break makes an empty last row; that is what goes.
    expect(await readImportFile(file(text))).toEqual([
      { kode_group: '750', nama_group: 'CINCIN, KALUNG', harga: '1000' },
      { kode_group: '375', nama_group: 'SERBA\r\nAGUNG', harga: '2000' },
      { kode_group: '999', nama_group: 'TOTAL', harga: '3000' },
    ]);
    // Without one, the spec drops the last line of data itself.
    expect(await readImportFile(file('kode_group,nama_group\n750,CINCIN\n375,GELANG'))).toEqual([
      { kode_group: '750', nama_group: 'CINCIN' },
    ]);
  });

  it('detects the semicolon of Indonesian Excel, with a comma inside a cell', async () => {
    const text = 'kode_sales;nama_sales\n"S01";"SITI, AMINAH"\nS02;BUDI\n';
    expect(await readImportFile(file(text))).toEqual([
      { kode_sales: 'S01', nama_sales: 'SITI, AMINAH' },
      { kode_sales: 'S02', nama_sales: 'BUDI' },
    ]);
  });

  it('refuses a quote that is never closed, naming its row', async () => {
    const reading = readImportFile(file('kode_group,nama_group\n750,CINCIN\n"375,GELANG\n999,X\n'));
    await expect(reading).rejects.toBeInstanceOf(ImportFileError);
    await expect(reading).rejects.toThrow(/^Baris 3: tanda kutip tidak ditutup/);
  });
});

const job = (patch: Partial<ImportJob>): ImportJob => ({
  import_id: '7d8a6c6e-6a47-4a8e-9b7f-1f4d1f0a2b3c',
  type: 'penjualan',
  status: 'UNGGAH',
  baris_diterima: 0,
  baris_total: null,
  baru: 0,
  diubah: 0,
  message: null,
  ...patch,
});

describe('sendImport: parts, then the job', () => {
  beforeEach(() => {
    post.mockReset();
    get.mockReset();
  });

  it('sends the rows in parts under the spec key, naming each part’s first row, then polls to SELESAI', async () => {
    const rows = Array.from({ length: IMPORT_CHUNK_ROWS + 3 }, (_, index) => ({ no: String(index) }));
    post
      .mockResolvedValueOnce(job({ baris_diterima: IMPORT_CHUNK_ROWS }))
      .mockResolvedValueOnce(job({ status: 'PROSES', baris_diterima: rows.length }));
    get
      .mockResolvedValueOnce(job({ status: 'PROSES' }))
      .mockResolvedValueOnce(
        job({ status: 'SELESAI', baru: 3, diubah: 1, message: 'Data Berhasil Di import' }),
      );
    const seen: string[] = [];
    const done = await sendImport('penjualan', rows, (current) => seen.push(current.status));

    expect(done.status).toBe('SELESAI');
    expect(seen).toEqual(['UNGGAH', 'PROSES', 'PROSES', 'SELESAI']);
    const [first, second] = post.mock.calls;
    expect(first?.[0]).toBe('truncate/penjualan');
    expect(first?.[1]).toMatchObject({
      baris_awal: 2,
      baris_total: rows.length,
      selesai: false,
      type: 'penjualan',
    });
    expect(first?.[1].data_penjualans).toHaveLength(IMPORT_CHUNK_ROWS);
    expect(first?.[1].import_id).toBeUndefined();
    expect(second?.[1]).toMatchObject({
      baris_awal: IMPORT_CHUNK_ROWS + 2,
      selesai: true,
      import_id: job({}).import_id,
    });
    expect(second?.[1].data_penjualans).toEqual(rows.slice(IMPORT_CHUNK_ROWS));
    expect(get).toHaveBeenLastCalledWith(`import-data/${job({}).import_id}`);
  });

  it('keuangan non-cash goes to the one cash call under `data`, telling its type', async () => {
    post.mockResolvedValueOnce(job({ type: 'keuangan_non_cash', status: 'SELESAI' }));
    await sendImport('keuangan_non_cash', [{ no_rekening: '123' }], () => {});
    expect(post.mock.calls[0]?.[0]).toBe('cash/import-data-cash');
    expect(post.mock.calls[0]?.[1]).toMatchObject({
      data: [{ no_rekening: '123' }],
      type: 'keuangan_non_cash',
    });
  });

  it('a failed job rejects with the server’s reason', async () => {
    post.mockResolvedValueOnce(job({ status: 'PROSES' }));
    get.mockResolvedValueOnce(job({ status: 'GAGAL', message: 'Baris 7: kode_group 999 tidak ada' }));
    const sending = sendImport('penjualan', [{ no: '1' }], () => {});
    await expect(sending).rejects.toBeInstanceOf(ApiError);
    await expect(sending).rejects.toThrow('Baris 7: kode_group 999 tidak ada');
  });
});
