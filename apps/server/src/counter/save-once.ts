import { pgErrorCode } from '../db/pg-error.ts';

/**
 * Saves a document once per idempotency key. The save is tried first: a new document,
 * nearly every one, costs no lookup of its key (decision 041). A retry of one already made
 * fails, on its key's unique index or earlier on what the first save took (its pieces,
 * its phone number), and then answers the document the key made; so does the same key
 * racing itself once the first save commits. A failure the key did not cause is the
 * document's own: another unique clash (a piece taken by another counter) is explained by
 * `otherClash`, anything else is thrown as it came.
 */
export async function saveOnce<D>(options: {
  /** The number of the document this key already made, if any. */
  noByKey: () => Promise<string | undefined>;
  doc: (no: string) => Promise<D>;
  save: () => Promise<D>;
  otherClash?: () => Error;
}): Promise<D> {
  try {
    return await options.save();
  } catch (error) {
    const no = await options.noByKey().catch(() => undefined);
    if (no) return options.doc(no);
    if (pgErrorCode(error) === '23505' && options.otherClash) throw options.otherClash();
    throw error;
  }
}
