import { exposeFragment } from '@remac/remote-kit';
import { catalog } from '../lib/remote';
import { FooterCategories } from '../features/frame/footer-categories';

export default exposeFragment(catalog, FooterCategories);
