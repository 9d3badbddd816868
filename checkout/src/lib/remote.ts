import { defineRemote } from '@remac/remote-kit';
import el from '../translations/el.json';
import en from '../translations/en.json';

export const checkout = defineRemote('checkout', { translations: { el, en } });
export const useCheckoutT = checkout.useT;
