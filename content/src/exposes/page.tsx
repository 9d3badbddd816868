import { exposePages } from '@remac/remote-kit';
import { content } from '../lib/remote';
import { ArticleRoute } from '../pages/article-route';
import { ContactRoute } from '../pages/contact-route';
import { FaqRoute } from '../pages/faq-route';
import { NewsletterConfirmRoute } from '../pages/newsletter-confirm-route';
import { NewsletterUnsubscribeRoute } from '../pages/newsletter-unsubscribe-route';
import { TestimonialsRoute } from '../pages/testimonials-route';
import styles from '../features/pages/pages.module.css';

export default exposePages(
  content,
  {
    about: ArticleRoute,
    'payment-methods': ArticleRoute,
    'shipping-methods': ArticleRoute,
    'terms-of-service': ArticleRoute,
    'terms-and-conditions': ArticleRoute,
    'privacy-policy': ArticleRoute,
    'cookie-policy': ArticleRoute,
    contact: ContactRoute,
    faq: FaqRoute,
    testimonials: TestimonialsRoute,
    'newsletter-confirm': NewsletterConfirmRoute,
    'newsletter-unsubscribe': NewsletterUnsubscribeRoute,
  },
  { className: styles.page },
);

export { prefetch } from './page-prefetch';
