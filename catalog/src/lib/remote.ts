import { defineRemote } from '@remac/remote-kit';
import el from '../translations/el.json';
import en from '../translations/en.json';

export const catalog = defineRemote('catalog', { translations: { el, en } });
export const useCatalogT = catalog.useT;
