import type { PageMeta } from '../events/channels/shell-page-meta.js';

/**
 * What a page found out about its request beyond its markup: the entity of its URL does not exist
 * (404), or lives at another URL now (301, `location` a path of the shop).
 */
export type PageOutcome = { status: 404 } | { status: 301; location: string };

/**
 * Handed to pages only while the server renders them (`HostContext.serverReport`). Effects never run
 * on the server, so what the browser learns through the bus (`shell:page-meta`, `shell:not-found`)
 * is written here during render instead; the host turns it into the response's status, `Location`
 * and head. The last report of a render wins (a page renders several times while its data arrives).
 */
export interface ServerPageReport {
  meta(meta: PageMeta): void;
  outcome(outcome: PageOutcome): void;
}
