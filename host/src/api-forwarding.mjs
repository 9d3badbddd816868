import replyFrom from '@fastify/reply-from';
import { onceAMinute } from './failure-log.mjs';
import { withoutHopByHopHeaders } from './hop-by-hop.mjs';
import { apiTimeoutMs } from './limits.mjs';

/** Paths that belong to the commerce API, forwarded so that the shop and its API share one origin. */
export const apiPaths = /^\/(graphql|oauth\/|media\/)/;

const unreachable = JSON.stringify({ errors: [{ message: 'The API is not reachable' }] });

/**
 * Forwards the API's paths to `apiUrl` with the body as received (already held to the body limit);
 * without an API, answers 503.
 */
export async function registerApiForwarding(app, apiUrl) {
  if (apiUrl) await app.register(replyFrom, { base: apiUrl, disableRequestLogging: true });
  const failed = onceAMinute(app.log);
  return function forwardToApi(request, reply) {
    if (!apiUrl)
      return reply
        .code(503)
        .type('application/json')
        .send({ errors: [{ message: 'No API is configured for this host' }] });
    const body = Buffer.isBuffer(request.body)
      ? { body: request.body, contentType: request.headers['content-type'] ?? 'application/octet-stream' }
      : {};
    return reply.from(request.url, {
      ...body,
      timeout: apiTimeoutMs,
      // The API trusts X-Forwarded-For from a loopback peer only: it rate-limits logins per client
      // address. The client's address is the socket's, or what a trusted proxy in front says.
      // Each side hears only about its own connection: the client's Keep-Alive or Upgrade reached the API's client,
      // which refused the request (502), and the API's Connection: keep-alive overrode the client's Connection: close.
      rewriteRequestHeaders: (_, headers) => {
        // The host has answered an Expect: 100-continue itself and holds the whole body; passed on, the expectation
        // made the API's client refuse the request (502).
        const { expect: _answered, ...forwarded } = withoutHopByHopHeaders(headers);
        return { ...forwarded, 'x-forwarded-for': request.ip ?? '' };
      },
      rewriteHeaders: (headers) => withoutHopByHopHeaders(headers),
      onError: (answer, { error }) => {
        failed('API request failed', `${error.message} (${apiUrl})`);
        answer
          .code(error.statusCode === 504 ? 504 : 502)
          .type('application/json')
          .send(unreachable);
      },
    });
  };
}
