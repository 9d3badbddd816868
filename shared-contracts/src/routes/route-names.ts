export const routeNames = [
  'index',
  'products',
  'products-id',
  'accessories',
  'categories',
  'categories-id',
  'search',
  'promotions',
  'promotions-id',
  'shopping-cart',
  'checkout',
  'orders',
  'orders-id',
  'receipt-id',
  'request-id',
  'payment-methods',
  'shipping-methods',
  'terms-of-service',
  'sale',
  'repair',
  'contact',
  'about',
  'faq',
  'testimonials',
  'terms-and-conditions',
  'privacy-policy',
  'cookie-policy',
  'newsletter-confirm',
  'newsletter-unsubscribe',
  'auth-login',
  'auth-register',
  'auth-forgot-password',
  'auth-reset-password',
] as const;

export type RouteName = (typeof routeNames)[number];

export const remoteNames = ['catalog', 'checkout', 'tradein', 'account', 'content'] as const;
export type RemoteName = (typeof remoteNames)[number];

export type LayoutName = 'default' | 'home' | 'auth' | 'policy' | 'empty' | 'boxed';
