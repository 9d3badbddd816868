import { defineChannel } from '../channel.js';

/** A remote tells the shell that the resource behind the URL does not exist (e.g. an unknown slug). */
export interface NotFound {
  path: string;
}

export const notFound = defineChannel<NotFound>('shell:not-found');
