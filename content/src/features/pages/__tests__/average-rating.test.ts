import type { Review } from '../page-content';
import { averageRating } from '../average-rating';

const review = (rating: number): Review => ({
  author: 'Maria K.',
  city: 'Athens',
  rating,
  date: '2026-10-01',
  product: 'MacBook Air',
  text: 'Great.',
});

describe('averageRating', () => {
  it('is null without reviews', () => {
    expect(averageRating([])).toBeNull();
  });

  it('is the rating of a single review', () => {
    expect(averageRating([review(4)])).toBe(4);
  });

  it('is the mean rounded to one decimal', () => {
    expect(averageRating([review(5), review(4), review(4)])).toBe(4.3);
    expect(averageRating([review(5), review(4)])).toBe(4.5);
    expect(averageRating([review(5), review(5), review(4)])).toBe(4.7);
  });
});
