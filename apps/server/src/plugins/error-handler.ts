import { AppError, TEXTS } from '@toko/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
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
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: TEXTS.serverError });
  });
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
