import type { Locale } from '../../lib/localize.js';
import { escapeHtml } from '../checkout/outbox/escape-html.js';
import { emailPage } from '../checkout/outbox/email-page.js';

const words = {
  el: {
    subject: 'Η εγγραφή σας στο newsletter του ReMac επιβεβαιώθηκε',
    welcome:
      'Ευχαριστούμε! Θα λαμβάνετε το newsletter του ReMac: νέες αφίξεις, μειώσεις τιμών και προσφορές ανταλλαγής, περίπου δύο φορές τον μήνα.',
    leave: 'Για να διαγραφείτε όποτε θέλετε, ανοίξτε τον σύνδεσμο (τον βρίσκετε και σε κάθε newsletter):',
    unsubscribe: 'Διαγραφή από το newsletter',
  },
  en: {
    subject: 'Your subscription to the ReMac newsletter is confirmed',
    welcome: 'Thank you! You will receive the ReMac newsletter: new arrivals, price drops and trade-in offers, about twice a month.',
    leave: 'To unsubscribe whenever you like, open this link (every newsletter carries it too):',
    unsubscribe: 'Unsubscribe from the newsletter',
  },
};

/** The message that welcomes a confirmed subscriber and gives them the link that takes them off the list. */
export function newsletterWelcomeEmail(unsubscribeUrl: string, locale: Locale) {
  const w = words[locale];
  const e = escapeHtml;
  return {
    subject: w.subject,
    body: [w.welcome, '', w.leave, unsubscribeUrl].join('\n'),
    html: emailPage(locale, w.subject, [
      `<p>${e(w.welcome)}</p>`,
      `<p><small>${e(w.leave)} <a href="${e(unsubscribeUrl)}">${e(w.unsubscribe)}</a></small></p>`,
    ]),
  };
}
