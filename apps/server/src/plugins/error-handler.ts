import { AppError, TEXTS } from '@toko/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { pgErrorCode } from '../db/pg-error.ts';
import { SERVER_TEXTS } from '../texts.ts';

/**
 * One place turns every failure into `{ message }` in Indonesian. Validation
 * failures answer the first rule broken, in the schema's own words; anything
 * unexpected is logged and answered without internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ ...error.details, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send({ message: first?.message || TEXTS.invalidInput });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(415).send({ message: TEXTS.invalidInput });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const mb = Math.floor(request.routeOptions.bodyLimit / (1024 * 1024));
      return reply.status(413).send({ message: SERVER_TEXTS.http.bodyTerlaluBesar(mb) });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own 4xx (bad JSON, body too large ...): its English text is of no use to a cashier.
      return reply.status(error.statusCode).send({ message: TEXTS.invalidInput });
    }
    if (databaseUnavailable(error)) {
      // PostgreSQL restarting or out of reach: the request may be sent again in a moment, and
      // the pool reconnects by itself (decision 028), so it is not the server's own failure.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: SERVER_TEXTS.http.databaseTidakTersedia });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: TEXTS.serverError });
  });
}

/** Connection failures of node-postgres: refused or reset sockets, ended connections. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);

/**
 * Whether the error (or one it wraps: drizzle wraps the driver's error as `cause`) says the
 * database could not be reached — SQLSTATE class 08 (connection exception), 57P01–57P03
 * (the server shutting down or starting), or a socket that closed under the query.
 */
export function databaseUnavailable(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code && (UNREACHABLE_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code))) return true;
  return [error, (error as { cause?: unknown } | undefined)?.cause].some(
    (each) => each instanceof Error && /^Connection terminated/.test(each.message),
  );
}

/**
 * Fastify's option `frameworkErrors`: what it answers itself before any route runs (a
 * malformed percent-encoding, a path segment longer than `maxParamLength`). Without it,
 * those answers are Fastify's English `{ error, code, message }`.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  reply.status(status).send({ message: TEXTS.invalidInput });
}
