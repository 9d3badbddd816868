import type { Locale } from '../../lib/localize.js';
import { escapeHtml } from '../checkout/outbox/escape-html.js';
import { emailPage } from '../checkout/outbox/email-page.js';

const words = {
  el: {
    subject: 'Επιβεβαιώστε την εγγραφή σας στο newsletter του ReMac',
    asked:
      'Κάποιος (ελπίζουμε εσείς) ζήτησε να λαμβάνει αυτή η διεύθυνση το newsletter του ReMac: νέες αφίξεις, μειώσεις τιμών και προσφορές ανταλλαγής, περίπου δύο φορές τον μήνα.',
    open: (days: number) => `Για να επιβεβαιώσετε την εγγραφή σας, ανοίξτε τον σύνδεσμο (ισχύει ${days} ημέρες):`,
    confirm: 'Επιβεβαίωση εγγραφής',
    notYou: 'Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα: δεν θα σας στείλουμε τίποτα άλλο.',
  },
  en: {
    subject: 'Confirm your subscription to the ReMac newsletter',
    asked:
      'Someone (we hope you) asked for this address to receive the ReMac newsletter: new arrivals, price drops and trade-in offers, about twice a month.',
    open: (days: number) => `To confirm your subscription, open this link (valid for ${days} days):`,
    confirm: 'Confirm subscription',
    notYou: 'If it was not you, ignore this message: we will not write to you again.',
  },
};

/** The message with the link that turns a newsletter submission into a subscription, in the subscriber's language. */
export function newsletterConfirmationEmail(url: string, validDays: number, locale: Locale) {
  const w = words[locale];
  const e = escapeHtml;
  return {
    subject: w.subject,
    body: [w.asked, '', w.open(validDays), url, '', w.notYou].join('\n'),
    html: emailPage(locale, w.subject, [
      `<p>${e(w.asked)}</p>`,
      `<p>${e(w.open(validDays))}</p>`,
      `<p><a href="${e(url)}">${e(w.confirm)}</a></p>`,
      `<p><small>${e(w.notYou)}</small></p>`,
    ]),
  };
}
