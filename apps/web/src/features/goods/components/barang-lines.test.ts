import { type MasterRecord, TEXTS } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { WEB_TEXTS } from '../../../texts';
import {
  allowsJumlah,
  checkLines,
  copyLine,
  followGroup,
  groupDefaults,
  isBlankLine,
  linesTotals,
  lineToItem,
  newAtribut,
  newLine,
  noPesananOf,
  withoutBlankLines,
} from './barang-lines';

const groups = [
  { id: 1, kode_group: '750', nama_group: 'EMAS 18K', jenis_group: 'EMAS', kadar: 75 },
  { id: 2, kode_group: 'LM', nama_group: 'LOGAM MULIA', jenis_group: 'EMAS', kadar: 99.9 },
  { id: 3, kode_group: 'ACC', nama_group: 'AKSESORIS', jenis_group: 'NON EMAS', kadar: 0 },
] as unknown as MasterRecord[];
const place = { kode_group: '750', kode_dept: 'LT', kode_gudang: 'TOKO', kode_baki: 'LT17' };

const filled = (patch: Partial<ReturnType<typeof newLine>> = {}) => ({
  ...newLine(place),
  nama_barang: 'LIONTIN HATI',
  berat: '2.515',
  ...patch,
});

describe('barang lines', () => {
  it('starts new lines from the defaults and copies a line without its weight', () => {
    const line = newLine({ ...place, kadar: '75', kadar_cetak: '750' });
    expect(line).toMatchObject({ ...place, kadar: '75', kadar_cetak: '750', jumlah: 1, ongkos_type: 'GRAM' });
    const source = { ...filled(), atribut: [{ ...newAtribut(), nama_atribut: 'ZIRKON' }] };
    const copy = copyLine(source);
    expect(copy.key).not.toBe(source.key);
    expect(copy.berat).toBe('');
    expect(copy.nama_barang).toBe('LIONTIN HATI');
    expect(copy.atribut[0]?.nama_atribut).toBe('ZIRKON');
    expect(copy.atribut[0]?.key).not.toBe(source.atribut[0]?.key);
  });

  it("takes the group's kadar, and its code as kadar cetak when it is a purity", () => {
    expect(groupDefaults(groups[0])).toEqual({ kadar: '75', kadar_cetak: '750' });
    expect(groupDefaults(groups[1])).toEqual({ kadar: '99.9', kadar_cetak: '' });
    expect(groupDefaults(groups[2])).toEqual({ kadar: '', kadar_cetak: '' });
    expect(groupDefaults(undefined)).toEqual({ kadar: '', kadar_cetak: '' });
  });

  it('opens jumlah for accessories only', () => {
    expect(allowsJumlah(groups[0])).toBe(false);
    expect(allowsJumlah(groups[2])).toBe(true);
    expect(allowsJumlah(undefined)).toBe(false);
  });

  it('sends numbers the schema reads, the header place winning over the line', () => {
    const item = lineToItem(
      filled({
        ongkos: 50_000,
        kode_group: 'LM',
        atribut: [{ ...newAtribut(), nama_atribut: 'ZIRKON', berat_atribut: '0.05' }],
      }),
      place,
    );
    expect(item).toMatchObject({
      ...place,
      berat: '2.515',
      berat_plastik: undefined,
      ongkos: 50_000,
      harga_beli: undefined,
      atribut: [{ nama_atribut: 'ZIRKON', berat_atribut: '0.05', harga_atribut: undefined }],
    });
  });

  it("finds each line's problems in the schema's words", () => {
    const good = filled();
    const noWeight = filled({ berat: '' });
    const badStone = filled({ atribut: [newAtribut()] });
    const check = checkLines([good, noWeight, badStone], groups, place);
    expect(check.items).toHaveLength(3);
    expect(check.errors.has(good.key)).toBe(false);
    expect(check.errors.get(noWeight.key)).toEqual({ berat: 'Berat Harus Diisi' });
    expect(check.errors.get(badStone.key)).toEqual({ 'atribut.0.nama_atribut': 'Nama Atribut Harus Diisi' });
    expect(check.problems).toEqual(['Baris 2: Berat Harus Diisi', 'Baris 3: Nama Atribut Harus Diisi']);
  });

  it('leaves a missing header place to the header, and asks a line for its own place', () => {
    expect(checkLines([filled()], groups, {}).problems).toEqual([]);
    const line = { ...filled(), kode_group: undefined, kode_baki: undefined };
    expect(checkLines([line], groups).errors.get(line.key)).toEqual({
      kode_group: 'Group Harus Diisi',
      kode_baki: 'Baki Harus Diisi',
    });
  });

  it('refuses a quantity for gold, allows it for accessories', () => {
    const gold = filled({ jumlah: 3 });
    expect(checkLines([gold], groups, place).errors.get(gold.key)).toEqual({
      jumlah: WEB_TEXTS.barangLines.jumlahEmas,
    });
    const acc = filled({ jumlah: 3, kode_group: 'ACC', kode_dept: 'KTK' });
    expect(checkLines([acc], groups).problems).toEqual([]);
  });

  it('leaves untouched lines out, unless there is nothing else', () => {
    const blank = newLine(place);
    expect(isBlankLine(blank)).toBe(true);
    const line = filled();
    expect(withoutBlankLines([line, blank])).toEqual([line]);
    expect(withoutBlankLines([blank, newLine()])).toEqual([blank]);
  });

  it('follows a new header group unless the kadar was typed by hand', () => {
    const untouched = newLine({ kadar: '75', kadar_cetak: '750' });
    const typed = { ...newLine(), kadar: '76', kadar_cetak: '18K', jumlah: 4 };
    const [first, second] = followGroup([untouched, typed], groups[0], groups[1]);
    expect(first).toMatchObject({ kadar: '99.9', kadar_cetak: '' });
    expect(second).toMatchObject({ kadar: '76', kadar_cetak: '18K', jumlah: 1 });
    expect(followGroup([typed], groups[0], groups[2])[0]?.jumlah).toBe(4);
  });

  it('totals pieces and grams exactly', () => {
    expect(
      linesTotals([filled({ berat: '0.1' }), filled({ berat: '0.2', jumlah: 2 }), filled({ berat: '' })]),
    ).toEqual({
      jumlah: 4,
      beratMg: 300,
    });
  });

  it('carries the order a piece was made for, upper-case; a copy is for stock, an order gets one piece', () => {
    const made = filled({ no_pesanan: ' pst-ps-261122-0001 ' });
    expect(noPesananOf(made)).toBe('PST-PS-261122-0001');
    expect(lineToItem(made, place).no_pesanan).toBe('PST-PS-261122-0001');
    expect(lineToItem(filled(), place).no_pesanan).toBe('');
    expect(newLine(place).no_pesanan).toBe('');
    expect(copyLine(made).no_pesanan).toBe('');

    expect(checkLines([made], groups, place).problems).toEqual([]);
    const twice = checkLines([made, filled({ no_pesanan: 'PST-PS-261122-0001' })], groups, place);
    expect(twice.problems).toEqual([
      WEB_TEXTS.barangLines.row(1, TEXTS.pesanan.barangSatu('PST-PS-261122-0001')),
    ]);
    const accessory = { ...place, kode_group: 'ACC' };
    const many = checkLines([{ ...made, jumlah: 3 }], groups, accessory);
    expect(many.errors.get(made.key)?.no_pesanan).toBe(TEXTS.pesanan.barangSatu('PST-PS-261122-0001'));
  });
});
