import { catalog } from '../lib/remote';
import { HeaderSearch } from '../features/search/header-search';

export default catalog.fragment(HeaderSearch);
