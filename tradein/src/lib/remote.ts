import { defineRemote } from '@remac/remote-kit';
import el from '../translations/el.json';
import en from '../translations/en.json';

export const tradein = defineRemote('tradein', { translations: { el, en } });
export const useTradeInT = tradein.useT;
