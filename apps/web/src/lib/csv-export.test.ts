import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CsvColumn, downloadCsv, toCsv } from './csv-export';

interface Row {
  kode: string;
  nama: string;
  harga: number;
}

const columns: CsvColumn<Row>[] = [
  { title: 'Kode', value: (row) => row.kode },
  { title: 'Nama Barang', value: (row) => row.nama },
  { title: 'Harga', value: (row) => row.harga },
];

describe('toCsv', () => {
  it('writes a header row and one line per row, CRLF separated', async () => {
    const csv = await toCsv(
      [
        { kode: 'A1', nama: 'CINCIN', harga: 1500000 },
        { kode: 'B2', nama: 'GELANG', harga: -500 },
      ],
      columns,
    );
    expect(csv).toBe('Kode,Nama Barang,Harga\r\nA1,CINCIN,1500000\r\nB2,GELANG,-500');
  });

  it('quotes commas, quotes and line breaks', async () => {
    const csv = await toCsv([{ kode: 'A"1', nama: 'CINCIN, MATA\nBIRU', harga: 1 }], columns);
    expect(csv).toBe('Kode,Nama Barang,Harga\r\n"A""1","CINCIN, MATA\nBIRU",1');
  });

  it('defuses cells a spreadsheet would run as a formula', async () => {
    const csv = await toCsv([{ kode: '=HYPERLINK("x")', nama: '-1+2', harga: 0 }], columns);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")","'-1+2",0`);
  });

  it('writes empty cells for missing values and only the header for no rows', async () => {
    const sparse: CsvColumn<Row>[] = [{ title: 'Catatan', value: () => undefined }, ...columns.slice(0, 1)];
    expect(await toCsv([{ kode: 'A1', nama: '', harga: 0 }], sparse)).toBe('Catatan,Kode\r\n,A1');
    expect(await toCsv([], columns)).toBe('Kode,Nama Barang,Harga\r\n');
  });
});

describe('downloadCsv', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('downloads a UTF-8 CSV with a byte-order mark under the given name', async () => {
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    downloadCsv('jenis-batu', 'Kode\r\nA1');

    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('jenis-batu.csv');
    expect(clicked[0]?.href).toBe('blob:csv');
    expect(clicked[0]?.isConnected).toBe(false);
    expect(saved?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await (saved as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Kode\r\nA1');
  });

  it('keeps a name that already ends in .csv', () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    downloadCsv('Laporan.CSV', '');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Laporan.CSV');
  });
});
