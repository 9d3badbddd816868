import { intlLocales, type Locale } from '@remac/shared-contracts';
import type { Review } from './page-content';
import { useContentT } from '../../lib/remote';
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

const monthFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * "November 2026" for a review's calendar date (`2026-11-01`), the same on the server and in any visitor's time zone (a
 * date is midnight UTC: read in New York it was the month before). One formatter per language for every card of a band.
 */
export function reviewMonth(date: string, locale: Locale): string {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocales[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format.format(new Date(date));
}

export function ReviewCard({ review, locale }: { review: Review; locale: Locale }) {
  const date = reviewMonth(review.date, locale);
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
