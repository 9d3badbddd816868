import type { Locale } from '../../../lib/localize.js';
import { messageText } from '@remac/shared-contracts/validation';
import type { CardErrorCode } from './card-check.js';

const texts: Record<Exclude<CardErrorCode, 'required'>, Record<Locale, string>> = {
  cardInvalidCharacters: { en: 'Invalid characters', el: 'Μη έγκυροι χαρακτήρες' },
  cardInvalidLength: { en: 'Invalid length', el: 'Μη έγκυρο μήκος' },
  cardNotSupported: { en: 'This card is not supported', el: 'Η κάρτα δεν υποστηρίζεται' },
  cardInvalid: { en: 'Invalid value', el: 'Μη έγκυρη τιμή' },
  cardExpired: { en: 'The card has expired', el: 'Η κάρτα έχει λήξει' },
};

export const cardErrorText = (code: CardErrorCode, locale: Locale) =>
  code === 'required' ? messageText('required', locale) : texts[code][locale];
