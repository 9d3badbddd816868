/** The API's own body limit (api/src/config): a larger body is refused here, with 413, before it is forwarded. */
export const bodyLimitBytes = 100_000;

/** Time for a whole request, headers and body: a slow body is cut with 408 (slowloris). */
export const requestTimeoutMs = 15_000;

/** Time for the request's headers. */
export const headersTimeoutMs = 10_000;

/** An idle keep-alive connection or a stalled socket is closed after this. */
export const connectionTimeoutMs = 60_000;

/** How often Node looks for requests that ran out of time (its default, 30 s, would triple the limits above). */
export const timeoutCheckIntervalMs = 1000;

/** Longest wait for the API's answer to a forwarded request. */
export const apiTimeoutMs = 60_000;
