import { Link } from 'react-router-dom';
import { localizedPath, type FragmentProps } from '@remac/shared-contracts';
import type { TestimonialsContent } from './page-content';
import { usePageContent } from './use-page-content';
import { ReviewCard, Stars } from './review-card';
import { averageRating } from './average-rating';
import { useContentT } from '../../lib/remote';
import styles from './reviews.module.css';

const shown = 3;

/** The home page's reviews band: average rating and the latest reviews; hidden when there are none. */
export function ReviewsBand({ locale, tenant }: FragmentProps) {
  const t = useContentT();
  const state = usePageContent<TestimonialsContent>('testimonials', locale, tenant);
  if (state.status !== 'ready' || state.content.reviews.length === 0) return null;
  const { reviews } = state.content;
  const latest = [...reviews].sort((a, b) => b.date.localeCompare(a.date)).slice(0, shown);
  const average = averageRating(reviews)!;
  return (
    <section className={styles.band} aria-labelledby="reviews-band-heading">
      <div className={styles.bandHeader}>
        <h2 id="reviews-band-heading">{t('reviews.heading')}</h2>
        <p>
          <Stars rating={average} locale={locale} />{' '}
          {t('reviews.average', { average: average.toLocaleString(locale), count: reviews.length })}
        </p>
      </div>
      <div className={styles.grid}>
        {latest.map((review) => (
          <ReviewCard key={`${review.author}-${review.date}`} review={review} locale={locale} />
        ))}
      </div>
      <Link className={styles.all} to={localizedPath('testimonials', locale)}>
        {t('reviews.all')}
      </Link>
    </section>
  );
}
