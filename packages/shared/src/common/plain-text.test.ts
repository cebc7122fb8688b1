import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TEXTS } from '../texts/texts.ts';
import { plainText, TEXT_NOT_ALLOWED } from './plain-text.ts';
import './zod-messages.ts';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('plainText', () => {
  const nama = plainText('Nama Customer', 10);
  const catatan = plainText('Keterangan', 50, { multiline: true });

  it('trims and keeps ordinary text, accents and emoji', () => {
    expect(nama.parse('  Budi  ')).toBe('Budi');
    expect(nama.parse('Señora 😀')).toBe('Señora 😀');
  });

  it('refuses NUL and the other control characters, even inside a note', () => {
    for (const bad of ['A\u0000B', 'A\u0001', 'A\u001bB', 'A\u007fB', 'A\tB', 'A\nB']) {
      expect(messageOf(nama, bad)).toBe(TEXT_NOT_ALLOWED);
    }
    for (const bad of ['A\u0000B', 'A\u0008B', 'A\u001fB'])
      expect(messageOf(catatan, bad)).toBe(TEXT_NOT_ALLOWED);
  });

  it('keeps tab and line breaks in multi-line notes', () => {
    expect(catatan.parse('baris 1\r\nbaris\t2')).toBe('baris 1\r\nbaris\t2');
  });

  it('says the length of its column and what is missing, in Indonesian', () => {
    expect(messageOf(nama, 'A'.repeat(11))).toBe('Nama Customer maksimal 10 karakter');
    expect(messageOf(nama, undefined)).toBe('Nama Customer Harus Diisi');
    expect(messageOf(nama, 12)).toBe('Nama Customer tidak valid');
    expect(messageOf(plainText('Rekening', 30, { missing: 'Rekening Harus Dipilih' }), undefined)).toBe(
      'Rekening Harus Dipilih',
    );
  });
});

describe('zod messages without a message of their own', () => {
  const schema = z.object({
    no_faktur_group: z.array(z.string().min(1).max(40)).max(2),
    jumlah: z.number().int().min(0).max(5),
    status: z.enum(['OPEN', 'DONE']),
  });
  const valid = { no_faktur_group: ['A'], jumlah: 1, status: 'OPEN' };

  it('name the field and the rule in Indonesian', () => {
    expect(messageOf(schema, { ...valid, no_faktur_group: ['A'.repeat(41)] })).toBe(
      'No Faktur Group maksimal 40 karakter',
    );
    expect(messageOf(schema, { ...valid, no_faktur_group: [''] })).toBe('No Faktur Group Harus Diisi');
    expect(messageOf(schema, { ...valid, no_faktur_group: ['A', 'B', 'C'] })).toBe(
      'No Faktur Group maksimal 2 item',
    );
    expect(messageOf(schema, { ...valid, jumlah: 1e308 })).toBe('Jumlah terlalu besar');
    expect(messageOf(schema, { ...valid, jumlah: -1 })).toBe('Jumlah tidak boleh negatif');
    expect(messageOf(schema, { ...valid, jumlah: undefined })).toBe('Jumlah Harus Diisi');
    expect(messageOf(schema, { ...valid, status: 'X' })).toBe('Status tidak valid');
  });

  it('fall back to the general text when the whole input is wrong', () => {
    expect(messageOf(schema, [])).toBe(TEXTS.invalidInput);
  });
});
