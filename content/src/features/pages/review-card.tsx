import { intlLocales, type Locale } from '@remac/shared-contracts';
import type { Review } from './page-content';
import { useContentT } from '../../lib/remote';
import { calendarDate } from '../../lib/calendar-date';
import styles from './reviews.module.css';

/** Five stars filled to the rating, fractions included (4.6 fills the fifth star to 60 %); read as "4.6 out of 5 stars". */
export function Stars({ rating, locale }: { rating: number; locale?: Locale }) {
  const t = useContentT();
  const shown = locale ? rating.toLocaleString(intlLocales[locale]) : String(rating);
  return (
    <span className={styles.stars} role="img" aria-label={t('reviews.rating', { rating: shown })} data-rating={rating}>
      <span className={styles.starsOff} aria-hidden="true">
        ★★★★★
      </span>
      <span className={styles.starsOn} aria-hidden="true" style={{ width: `${(Math.min(Math.max(rating, 0), 5) / 5) * 100}%` }}>
        ★★★★★
      </span>
    </span>
  );
}

export function ReviewCard({ review, locale }: { review: Review; locale: Locale }) {
  const date = calendarDate(review.date, locale, 'month');
  return (
    <figure className={styles.card}>
      <Stars rating={review.rating} />
      <blockquote className={styles.text}>{review.text}</blockquote>
      <figcaption className={styles.caption}>
        <strong>{review.author}</strong>, {review.city} · {review.product} · <time dateTime={review.date}>{date}</time>
      </figcaption>
    </figure>
  );
}
