import { defineChannel } from '../channel.js';

/** A remote tells the shell that the resource behind the URL does not exist (e.g. an unknown slug). */
export interface NotFound {
  path: string;
}

/**
 * Replayed: a page hydrated with its data already there reports in its first effects, which run
 * before the shell's route has subscribed (a child's effects run before its parent's). The shell
 * compares the path, so an old report never shows the 404 page on another URL.
 */
export const notFound = defineChannel<NotFound>('shell:not-found', { replay: true });
