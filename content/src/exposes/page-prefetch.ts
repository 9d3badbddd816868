import { prefetchPages, type PagePrefetch } from '@remac/remote-kit';
import { content } from '../lib/remote';
import { fetchShopRuleTexts } from '../features/pages/use-shop-rule-texts';

/** Every content page fills the shop's rules into its text: the server fetches them before its one render. */
const shopRules: PagePrefetch = async ({ client }) => void (await fetchShopRuleTexts(client));

export const prefetch = prefetchPages(content, {
  about: shopRules,
  'payment-methods': shopRules,
  'shipping-methods': shopRules,
  'terms-of-service': shopRules,
  'terms-and-conditions': shopRules,
  'privacy-policy': shopRules,
  'cookie-policy': shopRules,
  contact: shopRules,
  faq: shopRules,
  testimonials: shopRules,
  'newsletter-confirm': shopRules,
  'newsletter-unsubscribe': shopRules,
});
