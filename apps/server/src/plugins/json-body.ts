import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them (prototype-poisoning checks included), except that
 * an empty body with a JSON content type counts as no body: a browser or script that
 * sets the header on every request (a logout, an action without fields) is then judged
 * by the route's schema, in Indonesian, instead of refused before it for the header.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
