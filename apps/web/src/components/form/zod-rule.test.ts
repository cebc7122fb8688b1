import { createUserSchema } from '@toko/shared';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodRule } from './zod-rule';

const check = (value: unknown) =>
  (zodRule(createUserSchema.shape.user_id) as RuleObject).validator?.({}, value, () => {});

describe('zodRule', () => {
  it("answers the schema's own message, an empty field as missing", async () => {
    await expect(check('')).rejects.toThrow('User ID Harus Diisi');
    await expect(check(undefined)).rejects.toThrow('User ID Harus Diisi');
    await expect(check('ab')).rejects.toThrow('User ID Minimal 3 Karakter');
    await expect(check('KASIR 2')).rejects.toThrow('User ID hanya boleh huruf');
    await expect(check('KASIR2')).resolves.toBeUndefined();
  });
});

describe('zodRule on a text that may stay empty', () => {
  it('lets an empty text through when the schema takes it', async () => {
    const rule = zodRule(z.string().trim().max(5, 'Terlalu panjang')) as RuleObject;
    await expect(rule.validator?.({}, '', () => {})).resolves.toBeUndefined();
    await expect(rule.validator?.({}, 'panjang sekali', () => {})).rejects.toThrow('Terlalu panjang');
  });
});
