import type { PagePrefetch } from '@remac/remote-kit';
import { fetchHome } from './api/get-home';

/** Home's queries follow from its address: the server fetches them before its one render. */
export const prefetchHome: PagePrefetch = async ({ client }) => void (await fetchHome(client));
