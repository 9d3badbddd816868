import { defineRemote } from '@remac/remote-kit';
import el from '../translations/el.json';
import en from '../translations/en.json';

export const account = defineRemote('account', { translations: { el, en } });
export const useAccountT = account.useT;
