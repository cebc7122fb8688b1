import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type CekNotaJenis, cekNotaPath, cekNotaTokenSchema } from '@toko/shared';
import type { Config } from '../config.ts';

/** What a receipt's QR token names: the shop, the kind of receipt and its number. */
export interface NotaRef {
  kodeToko: string;
  jenis: CekNotaJenis;
  nomor: string;
}

const JENIS_CODE: Record<CekNotaJenis, string> = { PENJUALAN: 'J', HUTANG: 'H' };
const CODE_JENIS = new Map(Object.entries(JENIS_CODE).map(([jenis, code]) => [code, jenis as CekNotaJenis]));

/** 128 bits of HMAC-SHA256: far past guessing, short enough for a small QR code. */
const SIGNATURE_BYTES = 16;

const SECRET_FILE = 'nota-secret';

/**
 * The key receipts are signed with: NOTA_SECRET, or a random key kept in the data folder,
 * made on the first start (`wx`: of two processes starting at once, one writes it and both
 * read the same). Losing it only makes old receipts' QR codes unknown; nothing else uses it.
 */
export function loadNotaSecret(config: Pick<Config, 'notaSecret' | 'dataDir'>): string {
  if (config.notaSecret) return config.notaSecret;
  const file = path.join(config.dataDir, SECRET_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} rusak: hapus agar dibuat ulang, atau isi NOTA_SECRET`);
  return secret;
}

/**
 * Signs and checks the token of a receipt's QR link: base64url of `{code}|{shop}|{number}`, a
 * dot, base64url of its HMAC. The number alone is never enough, and a token of one receipt
 * cannot be rewritten into another's (another shop's, another kind) without the key.
 */
export function createNotaSigner(secret: string, publicUrl: string | undefined) {
  const signatureOf = (payload: string) =>
    crypto.createHmac('sha256', secret).update(payload).digest().subarray(0, SIGNATURE_BYTES);

  const tokenOf = (payload: string) =>
    `${Buffer.from(payload).toString('base64url')}.${signatureOf(payload).toString('base64url')}`;
  const token = (ref: NotaRef): string => tokenOf(`${JENIS_CODE[ref.jenis]}|${ref.kodeToko}|${ref.nomor}`);

  return {
    token,
    /** The receipt's link as its QR code prints it: absolute under PUBLIC_URL, else the path. */
    link(ref: NotaRef): string {
      return `${publicUrl ?? ''}${cekNotaPath(token(ref))}`;
    },
    /** The receipt a token names, or null when it was not signed with this key. */
    verify(candidate: string): NotaRef | null {
      if (!cekNotaTokenSchema.safeParse(candidate).success) return null;
      const payload = Buffer.from(candidate.split('.')[0] ?? '', 'base64url').toString('utf8');
      // The whole token as this key writes it: base64 decodes some changed characters to the
      // same bytes, so comparing only the decoded signature would let those through.
      const expected = Buffer.from(tokenOf(payload));
      const given = Buffer.from(candidate);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
      const [code = '', kodeToko = '', ...rest] = payload.split('|');
      const jenis = CODE_JENIS.get(code);
      const nomor = rest.join('|');
      return jenis && kodeToko && nomor ? { jenis, kodeToko, nomor } : null;
    },
  };
}

export type NotaSigner = ReturnType<typeof createNotaSigner>;
