import { intlLocales, type Locale } from '@remac/shared-contracts';
import type { Review } from './page-content';
import { useContentT } from '../../lib/remote';
import styles from './reviews.module.css';

export function Stars({ rating }: { rating: number }) {
  const t = useContentT();
  return (
    <span className={styles.stars} role="img" aria-label={t('reviews.rating', { rating })}>
      {'★'.repeat(rating)}
      <span className={styles.starsOff}>{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

export function ReviewCard({ review, locale }: { review: Review; locale: Locale }) {
  const date = new Date(review.date).toLocaleDateString(intlLocales[locale], { month: 'long', year: 'numeric' });
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
