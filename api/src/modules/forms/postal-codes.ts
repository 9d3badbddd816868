import { readFileSync } from 'node:fs';

/** Greek postal codes served (tsevdos/elUtils data, MIT, see data/greek-postal-codes.json). */
const file = new URL('../../../../src/modules/forms/data/greek-postal-codes.json', import.meta.url);
export const supportedPostalCodes: ReadonlySet<string> = new Set((JSON.parse(readFileSync(file, 'utf8')) as { codes: string[] }).codes);
