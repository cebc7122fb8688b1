import { z } from 'zod';
import { numberInput } from './number-input.ts';
import { plainText } from './plain-text.ts';

/** The one list contract: `?skip&limit&search` answered `{ data, count }`. */
export const pageQuerySchema = z.object({
  skip: numberInput(z.number().int().min(0)).default(0),
  limit: numberInput(z.number().int().min(1).max(500)).default(10),
  search: plainText('Cari', 100).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pageResultSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), count: z.number().int() });
}
export interface PageResult<T> {
  data: T[];
  count: number;
}

/** The `{id}` of PUT/DELETE `<resource>/{id}`: a positive whole number. */
export const idParamsSchema = z.object({
  id: numberInput(z.number({ error: 'ID tidak valid' }).int('ID tidak valid').positive('ID tidak valid')),
});
