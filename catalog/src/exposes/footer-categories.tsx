import { catalog } from '../lib/remote';
import { FooterCategories } from '../features/frame/footer-categories';

export default catalog.fragment(FooterCategories);
