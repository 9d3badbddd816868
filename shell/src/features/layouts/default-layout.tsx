import type { ReactNode } from 'react';
import { InfoBar } from '../header/info-bar';
import { Header } from '../header/header';
import { MenuBar } from '../header/menu-bar';
import { Footer } from '../footer/footer';
import { SiteWide } from './site-wide';
import styles from './layouts.module.css';

/** Info bar, sticky header, menu bar, main area, footer; `boxed` gives the grey background with white boxes. */
export function DefaultLayout({ children, boxed = false }: { children: ReactNode; boxed?: boolean }) {
  return (
    <div className={`${styles.frame} ${boxed ? styles.boxed : ''}`} data-layout={boxed ? 'boxed' : 'default'}>
      <InfoBar />
      <Header />
      <MenuBar />
      <main id="main" className={styles.main}>
        {boxed ? <div className={styles.box}>{children}</div> : children}
      </main>
      <Footer />
      <SiteWide />
    </div>
  );
}
