import { z } from 'zod';

export const closeStoreRequestSchema = z.object({
  PROSES: z.literal('close', { error: "PROSES harus bernilai 'close'" }),
});

export const closeStoreResponseSchema = z.object({
  message: z.string(),
  tgl_system: z.string(),
  tgl_system_sebelumnya: z.string(),
});
export type CloseStoreResponse = z.infer<typeof closeStoreResponseSchema>;

/** One reason the day cannot close, with the screen that clears it (null when none does). */
export const closingBlockerSchema = z.object({
  message: z.string(),
  path: z.string().nullable(),
});
export type ClosingBlocker = z.infer<typeof closingBlockerSchema>;

/**
 * The 422 of a refused closing: `message` joins every blocker's text as it always read;
 * `blockers` lets the browser link each one to its screen.
 */
export const closeStoreRefusalSchema = z.object({
  message: z.string(),
  blockers: z.array(closingBlockerSchema),
});
export type CloseStoreRefusal = z.infer<typeof closeStoreRefusalSchema>;
