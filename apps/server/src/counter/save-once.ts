import { pgErrorCode } from '../db/pg-error.ts';

/**
 * Saves a document once per idempotency key: a retry answers the document already made,
 * and the same key racing itself answers the first save. Another unique clash (a piece
 * taken by another counter) is the document's own to explain.
 */
export async function saveOnce<D>(options: {
  /** The number of the document this key already made, if any. */
  noByKey: () => Promise<string | undefined>;
  doc: (no: string) => Promise<D>;
  save: () => Promise<D>;
  otherClash?: () => Error;
}): Promise<D> {
  const find = async () => {
    const no = await options.noByKey();
    return no ? options.doc(no) : undefined;
  };
  const existing = await find();
  if (existing) return existing;
  try {
    return await options.save();
  } catch (error) {
    if (pgErrorCode(error) !== '23505') throw error;
    const raced = await find();
    if (raced) return raced;
    throw options.otherClash ? options.otherClash() : error;
  }
}
