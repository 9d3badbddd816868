import http from 'node:http';

/** Paths that belong to the commerce API, forwarded so that the shop and its API share one origin. */
export const apiPaths = /^\/(graphql|oauth\/|media\/)/;

export function forwardToApi(request, response, apiUrl) {
  const target = new URL(request.url, apiUrl);
  const upstream = http.request(
    target,
    {
      method: request.method,
      // The API trusts X-Forwarded-For from a loopback peer only: it rate-limits logins per client address.
      headers: { ...request.headers, host: target.host, 'x-forwarded-for': request.socket.remoteAddress ?? '' },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ errors: [{ message: 'The API is not reachable' }] }));
  });
  request.pipe(upstream);
}
