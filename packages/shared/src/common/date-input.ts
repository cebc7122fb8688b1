import { z } from 'zod';
import { isAcceptedDate } from './dates.ts';

/**
 * The schema of every date a request carries (query, body or imported cell): yyyy-MM-dd, a
 * real day, in the years `isAcceptedDate` allows. `message` is what a bad date answers;
 * a missing one answers `missing` (by default the same message).
 */
export function tanggalInput(message = 'Tanggal tidak valid', missing: string = message) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? missing : message) })
    .refine(isAcceptedDate, message);
}
