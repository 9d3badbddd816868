import type { Locale } from '../../lib/localize.js';
import { escapeHtml } from '../checkout/outbox/escape-html.js';
import { emailPage } from '../checkout/outbox/email-page.js';

const words = {
  el: {
    subject: 'Νέος κωδικός για τον λογαριασμό σας στο ReMac',
    asked: 'Ζητήθηκε νέος κωδικός για τον λογαριασμό σας στο ReMac.',
    open: 'Για να ορίσετε νέο κωδικό, ανοίξτε τον σύνδεσμο (ισχύει μία ώρα και μία φορά):',
    choose: 'Ορισμός νέου κωδικού',
    notYou: 'Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα: ο κωδικός σας δεν αλλάζει.',
  },
  en: {
    subject: 'A new password for your ReMac account',
    asked: 'Someone asked for a new password for your ReMac account.',
    open: 'To choose a new password, open this link (valid for one hour, once):',
    choose: 'Choose a new password',
    notYou: 'If it was not you, ignore this message: your password stays as it is.',
  },
};

/** The message with the link to choose a new password, in the language it was asked in. */
export function passwordResetEmail(url: string, locale: Locale) {
  const w = words[locale];
  const e = escapeHtml;
  return {
    subject: w.subject,
    body: [w.asked, '', w.open, url, '', w.notYou].join('\n'),
    html: emailPage(locale, w.subject, [
      `<p>${e(w.asked)}</p>`,
      `<p>${e(w.open)}</p>`,
      `<p><a href="${e(url)}">${e(w.choose)}</a></p>`,
      `<p><small>${e(w.notYou)}</small></p>`,
    ]),
  };
}
