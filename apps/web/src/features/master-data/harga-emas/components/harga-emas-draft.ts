import { type HargaEmasRow, hargaEmasItemSchema } from '@toko/shared';

export type PriceField = 'harga_jual' | 'harga_beli';
/** A row's prices as typed: digits, or "" when empty. */
export type Draft = Record<PriceField, string>;

export const draftOf = (prices: Pick<HargaEmasRow, PriceField>): Draft => ({
  harga_jual: String(prices.harga_jual),
  harga_beli: String(prices.harga_beli),
});
export const sameDraft = (a: Draft, b: Draft) =>
  a.harga_jual === b.harga_jual && a.harga_beli === b.harga_beli;

/** The shared rule of one row, with the server's own messages, per field. */
export function problemsOf(row: HargaEmasRow, draft: Draft): Partial<Record<PriceField, string>> {
  const result = hargaEmasItemSchema.safeParse({ kode_group: row.kode_group, ...draft });
  if (result.success) return {};
  const problems: Partial<Record<PriceField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'harga_jual' || field === 'harga_beli') && !problems[field])
      problems[field] = issue.message;
  }
  return problems;
}
