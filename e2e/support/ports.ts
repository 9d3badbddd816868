/** Ports of the servers the browser tests start; all on localhost. */
export const composedPort = 4310;
export const releasePort = 4320;
export const standalonePorts = { content: 4311 } as const;
/** The host folder the composed tests serve, filled by the global setup from the current builds. */
export const testHostDir = '.host-test';
