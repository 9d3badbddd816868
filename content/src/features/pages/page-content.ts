import type { RouteName } from '@remac/shared-contracts';

export interface Section {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

interface PageBase {
  title: string;
  description: string;
  intro: string;
}

export interface ArticleContent extends PageBase {
  updated?: string;
  sections: Section[];
}

export interface FaqContent extends PageBase {
  groups: { heading: string; items: { question: string; answer: string }[] }[];
}

export interface Review {
  author: string;
  city: string;
  rating: number;
  date: string;
  product: string;
  text: string;
}

export interface TestimonialsContent extends PageBase {
  reviews: Review[];
}

export const contentPages = [
  'about',
  'faq',
  'testimonials',
  'terms-and-conditions',
  'privacy-policy',
  'cookie-policy',
  'payment-methods',
  'shipping-methods',
  'terms-of-service',
  'contact',
] as const satisfies readonly RouteName[];

export type ContentPageName = (typeof contentPages)[number];

export function isContentPage(name: RouteName): name is ContentPageName {
  return (contentPages as readonly string[]).includes(name);
}
