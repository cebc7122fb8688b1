import { shopOptionSchema } from '@toko/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readShopOptions } from './get-shop-options';

describe('the shop list, checked by hand as z.array(shopOptionSchema) checks it', () => {
  const fieldValue = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant(undefined));
  const shopLike = fc.record(
    { kode_toko: fieldValue, nama_toko: fieldValue, alamat: fc.string() },
    { requiredKeys: [] },
  );
  const schema = z.array(shopOptionSchema);

  it('accepts and refuses what the schema does, and keeps only code and name', () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(shopLike), fc.array(fc.anything()), fc.anything()), (value) => {
        const parsed = schema.safeParse(value);
        if (parsed.success) expect(readShopOptions(value)).toEqual(parsed.data);
        else expect(() => readShopOptions(value)).toThrow();
      }),
      { numRuns: 500 },
    );
  });

  it('reads the answer of GET toko/get/options', () => {
    expect(readShopOptions([{ kode_toko: 'PST', nama_toko: 'Toko Emas Pusat', id: 1 }])).toEqual([
      { kode_toko: 'PST', nama_toko: 'Toko Emas Pusat' },
    ]);
  });
});
