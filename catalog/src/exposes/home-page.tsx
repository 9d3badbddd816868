import { exposePages, prefetchPages } from '@remac/remote-kit';
import { catalog } from '../lib/remote';
import { HomePage } from '../pages/home-page';
import { prefetchHome } from '../features/home/prefetch-home';
import styles from '../components/components.module.css';

/** The home page, a module of its own (route table): its first view downloads none of the other catalog pages. */
export default exposePages(catalog, { index: HomePage }, { className: styles.page, module: 'HomePage' });

export const prefetch = prefetchPages(catalog, { index: prefetchHome });
