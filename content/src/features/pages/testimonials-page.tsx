import type { Locale } from '@remac/shared-contracts';
import type { TestimonialsContent } from './page-content';
import { ReviewCard } from './review-card';
import { averageRating } from './average-rating';
import { useContentT } from '../../lib/remote';
import styles from './pages.module.css';

export function TestimonialsPage({ content, locale }: { content: TestimonialsContent; locale: Locale }) {
  const t = useContentT();
  const average = averageRating(content.reviews);
  return (
    <article className={styles.article}>
      <h1>{content.title}</h1>
      <p className={styles.intro}>{content.intro}</p>
      {average !== null && (
        <p className={styles.updated}>{t('reviews.average', { average: average.toLocaleString(locale), count: content.reviews.length })}</p>
      )}
      <div className={styles.reviews}>
        {content.reviews.map((review) => (
          <ReviewCard key={`${review.author}-${review.date}`} review={review} locale={locale} />
        ))}
      </div>
    </article>
  );
}
