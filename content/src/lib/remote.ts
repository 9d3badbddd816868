import { defineRemote } from '@remac/remote-kit';
import el from '../translations/el.json';
import en from '../translations/en.json';

export const content = defineRemote('content', { translations: { el, en } });
export const useContentT = content.useT;
