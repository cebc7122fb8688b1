import { badRequest, TEXT_NOT_ALLOWED } from '@toko/shared';
import type { FastifyInstance } from 'fastify';

/**
 * Whether a NUL character hides anywhere in a parsed request part: in a string, an
 * object key, at any depth. Walks with its own stack, so a deeply nested body cannot
 * overflow the call stack.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * The second line behind the shared text rule (`plainText`): PostgreSQL refuses NUL in
 * text, so a NUL reaching a query is a 500. Every route is covered here, including one
 * whose schema still takes a bare string or that has no schema at all (decision 009).
 * Runs before validation, so the answer is the same whichever field held it.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest(TEXT_NOT_ALLOWED);
    }
  });
}
