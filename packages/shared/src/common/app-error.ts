/**
 * The one error type services throw. `message` is Indonesian and reaches the user
 * as `{ message }` with `statusCode`; `details` are further fields of that body for a
 * screen that does more than show the text (a refused closing's blockers).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const unprocessable = (message: string) => new AppError(422, message);
export const tooManyRequests = (message: string) => new AppError(429, message);

/**
 * The two answers about a second user's consent, told apart by `code` so that screens
 * never read message text: the action needs otorisasi (ask for it), or the otorisasi sent
 * was refused (wrong password, the same user, a user who may not authorise).
 */
export const OTORISASI_CODES = {
  diperlukan: 'OTORISASI_DIPERLUKAN',
  ditolak: 'OTORISASI_DITOLAK',
} as const;
export const otorisasiNeeded = (message: string) =>
  new AppError(422, message, { code: OTORISASI_CODES.diperlukan });
export const otorisasiRefused = (message: string, statusCode: 403 | 422 = 422) =>
  new AppError(statusCode, message, { code: OTORISASI_CODES.ditolak });
