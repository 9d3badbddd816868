import { routesOf, type RemoteRouteName } from '@remac/shared-contracts';

export interface Section {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/** What every content page has: its title, its description for search results, and its first paragraph. */
export interface PageBase {
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

/** The content remote's routes of the table: one page of texts each. */
export type ContentPageName = RemoteRouteName<'content'>;

export const contentPages = routesOf('content').map((route) => route.name) as ContentPageName[];
