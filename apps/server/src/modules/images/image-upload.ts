import { AppError, badRequest, TEXTS } from '@toko/shared';
import type { FastifyRequest } from 'fastify';
import { SERVER_TEXTS } from '../../texts.ts';

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The multipart field that carries the picture. */
export const IMAGE_FIELD = 'file';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface ImageUpload {
  bytes: Buffer;
  /** What the bytes are, whatever the browser claimed. */
  contentType: ImageType;
}

/** The format by its first bytes (magic numbers), or null when it is none of ours. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const starts = (offset: number, signature: readonly number[]) =>
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (starts(0, [0x52, 0x49, 0x46, 0x46]) && starts(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp';
  return null;
}

// What browsers and tools send for these pictures; octet-stream when the sender did not say.
const ACCEPTED_MIME = new Set([
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/png',
  'image/webp',
  'application/octet-stream',
]);

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Reads the one picture of a multipart request (field `file`). Every way it can be
 * wrong answers 400 with a message a cashier can act on, never a 500.
 */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  if (!request.isMultipart()) throw badRequest(SERVER_TEXTS.image.noFile);
  let bytes: Buffer | undefined;
  let mimetype = '';
  try {
    // Read to the end, so a second picture is noticed (files limit) rather than ignored.
    const parts = request.parts({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 11 } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== IMAGE_FIELD) {
        part.file.resume();
        continue;
      }
      mimetype = part.mimetype.toLowerCase();
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    switch (codeOf(error)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw badRequest(SERVER_TEXTS.image.tooLarge);
      case 'FST_FILES_LIMIT':
        throw badRequest(SERVER_TEXTS.image.oneFile);
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        throw badRequest(SERVER_TEXTS.image.noFile);
      default:
        // A broken or cut-off multipart body (busboy's errors carry no code).
        request.log.info({ err: error }, 'multipart upload refused');
        throw badRequest(TEXTS.invalidInput);
    }
  }
  if (!bytes || bytes.length === 0) throw badRequest(SERVER_TEXTS.image.noFile);
  const contentType = detectImageType(bytes);
  if (!contentType || !ACCEPTED_MIME.has(mimetype)) throw badRequest(SERVER_TEXTS.image.notAnImage);
  return { bytes, contentType };
}
