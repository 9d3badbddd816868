import type { Review } from './page-content';

/** Mean rating with one decimal, or null when there are no reviews. */
export function averageRating(reviews: readonly Review[]): number | null {
  if (reviews.length === 0) return null;
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return Math.round((sum / reviews.length) * 10) / 10;
}
