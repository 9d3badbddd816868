/**
 * Ports and folders of the servers the browser tests start; all on localhost. `E2E_SLOT=n` moves
 * every port up by 100·n and suffixes every folder, so two runs on one machine do not collide.
 */
const slot = Number(process.env.E2E_SLOT ?? 0);
const port = (base: number) => base + slot * 100;
const folder = (name: string) => (slot ? `${name}-${slot}` : name);

export const composedPort = port(4310);
export const releasePort = port(4320);
/** A host whose API is down, for the server-render log test. */
export const renderLogPort = port(4321);
/** Nothing listens here: the API that is down. */
export const deadApiPort = port(4339);
export const newRemotePort = port(4322);
export const standalonePorts = {
  content: port(4311),
  catalog: port(4312),
  checkout: port(4313),
  account: port(4314),
  tradein: port(4315),
} as const;
/** The commerce API the composed and standalone tests use (seeded on first start). */
export const apiPort = port(4330);
export const apiUrl = `http://127.0.0.1:${apiPort}`;
/** Seeded afresh at the start of every run. */
export const apiDataDir = folder('.tmp-e2e-api');
/** The host folder the composed tests serve, filled by the global setup from the current builds. */
export const testHostDir = folder('.host-test');
/** Scratch folders of the release test: a copy of the host and a changed copy of the content remote. */
export const releaseHostDir = folder('.tmp-release-host');
export const releaseSourceDir = folder('.tmp-release-content');
/** Scratch folders of the new-remote test: a copy of the host and a remote written from the kit. */
export const newRemoteHostDir = folder('.tmp-new-remote-host');
export const newRemoteSourceDir = folder('.tmp-new-remote');
