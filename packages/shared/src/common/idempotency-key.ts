import { z } from 'zod';
import { hasForbiddenCharacter, TEXT_NOT_ALLOWED } from './plain-text.ts';

const INVALID = 'Kunci transaksi tidak valid';

/**
 * Chosen by the screen once per document: a retried request with the same key answers
 * the document already saved instead of saving it twice.
 */
export const idempotencyKeySchema = z
  .string({ error: INVALID })
  .trim()
  .refine((value) => !hasForbiddenCharacter(value), TEXT_NOT_ALLOWED)
  .min(8, INVALID)
  .max(64, INVALID);
