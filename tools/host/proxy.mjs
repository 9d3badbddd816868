import http from 'node:http';

/** Paths that belong to the commerce API, forwarded so that the shop and its API share one origin. */
export const apiPaths = /^\/(graphql|oauth\/|media\/)/;

export function forwardToApi(request, response, apiUrl) {
  const target = new URL(request.url, apiUrl);
  const upstream = http.request(
    target,
    { method: request.method, headers: { ...request.headers, host: target.host } },
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
