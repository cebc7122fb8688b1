import { PUBLIC_API_PREFIX, TEXTS, tooManyRequests } from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { WindowCounter } from './window-counter.ts';

/**
 * The pages anyone may open (Papan Harga, issue 30) answer a limited number of requests per
 * address and minute: a board polls once a minute and on each price change, a visitor's phone
 * now and then; a script hammering the database does not get through. A price board's socket
 * handshake counts as a request. Answers whether one more request of `address` is allowed.
 */
export function registerPublicRateLimit(app: FastifyInstance, config: Pick<Config, 'publicRateLimit'>) {
  const counter = new WindowCounter(config.publicRateLimit.max, config.publicRateLimit.windowMs);
  const allowed = (address: string): boolean => {
    if (counter.isBlocked(address)) return false;
    counter.record(address);
    return true;
  };
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(PUBLIC_API_PREFIX)) return;
    if (!allowed(request.ip)) throw tooManyRequests(TEXTS.tooManyRequests);
  });
  return allowed;
}
