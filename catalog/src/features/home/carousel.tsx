import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { GetHomeQuery } from '../../lib/graphql/generated';
import { ResponsiveImage } from '../../components/responsive-image';
import { useHost } from '@remac/remote-kit';
import { localizeLink } from '../../lib/localize-link';
import { useCatalogT } from '../../lib/remote';
import styles from './home.module.css';

type Slide = GetHomeQuery['carousel'][number];

/** Slides in sortOrder; the visitor moves between them (no auto-rotation: nothing moves unasked). */
export function Carousel({ slides }: { slides: readonly Slide[] }) {
  const t = useCatalogT();
  const { locale } = useHost();
  const [index, setIndex] = useState(0);
  if (!slides.length) return null;
  const go = (step: number) => setIndex((current) => (current + step + slides.length) % slides.length);
  return (
    <section className={styles.carousel} aria-roledescription={t('home.carousel')} aria-label={t('home.highlights')} data-testid="carousel">
      {slides.map((slide, position) => (
        <div
          key={slide.id}
          className={styles.slide}
          hidden={position !== index}
          role="group"
          aria-roledescription={t('home.slide')}
          aria-label={t('home.slideOf', { number: position + 1, total: slides.length })}
        >
          <ResponsiveImage
            image={slide.image}
            sizes="(min-width: 992px) 50vw, 100vw"
            className={styles.slideImage}
            priority={position === 0}
          />
          <div className={styles.slideText}>
            <h2 className={styles.slideTitle}>{slide.title}</h2>
            {slide.subtitle && <p>{slide.subtitle}</p>}
            {slide.link && slide.ctaLabel && (
              <Link className={styles.cta} to={localizeLink(slide.link, locale)}>
                {slide.ctaLabel}
              </Link>
            )}
          </div>
        </div>
      ))}
      {slides.length > 1 && (
        <div className={styles.controls}>
          <button type="button" onClick={() => go(-1)} aria-label={t('home.previousSlide')}>
            ‹
          </button>
          <span aria-live="polite">{t('home.slideOf', { number: index + 1, total: slides.length })}</span>
          <button type="button" onClick={() => go(1)} aria-label={t('home.nextSlide')}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}
