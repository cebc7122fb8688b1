import type { Rule } from 'antd/es/form';
import type { z } from 'zod';

/**
 * An antd form rule that asks the shared schema, so the field shows the same words
 * the server would answer.
 */
export function zodRule(schema: z.ZodType): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? undefined);
      if (result.success) return;
      // An empty text the schema refuses reads as missing: 'User ID Harus Diisi', not 'Minimal 3 Karakter'.
      const missing = value === '' ? schema.safeParse(undefined) : result;
      throw new Error((missing.success ? result : missing).error?.issues[0]?.message);
    },
  };
}
