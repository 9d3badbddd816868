import type { ReactNode } from 'react';
import { Header } from '../header/header';
import { MenuBar } from '../header/menu-bar';
import { Footer } from '../footer/footer';
import { Fragment } from './fragment';
import { SiteWide } from './site-wide';
import { WhenNearViewport } from './near-viewport';
import { ReviewsWidget } from '../reviews/reviews-widget';
import rooms from './rooms.module.css';
import styles from './layouts.module.css';

/** Black home frame: the header carries the seven links; the menu bar appears once the header is stuck. */
export function HomeLayout({ children }: { children: ReactNode }) {
  return (
    <div className={`${styles.frame} ${styles.home}`} data-layout="home">
      <Header variant="home" />
      <MenuBar onlyWhenStuck />
      <main id="main" className={styles.main}>
        <div className={styles.homePage}>{children}</div>
        <Fragment name="homeReviews" deferred />
        <WhenNearViewport>
          <ReviewsWidget />
        </WhenNearViewport>
        <Fragment name="homeNewsletter" deferred reserveClassName={rooms.newsletter} />
      </main>
      {/* The home page has its own newsletter band, so the footer leaves its section out. */}
      <Footer withNewsletter={false} />
      <SiteWide alwaysCompare />
    </div>
  );
}
