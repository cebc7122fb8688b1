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
