import { and, type Column, gte, lte, type SQL } from 'drizzle-orm';

/** The business-date filter of a document list: from `dari`, up to `sampai`, each optional. */
export function betweenDates(column: Column, range: { dari?: string; sampai?: string }): SQL | undefined {
  return and(
    range.dari ? gte(column, range.dari) : undefined,
    range.sampai ? lte(column, range.sampai) : undefined,
  );
}
