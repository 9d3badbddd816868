import { exposeFragment } from '@remac/remote-kit';
import { catalog } from '../lib/remote';
import { HeaderSearch } from '../features/search/header-search';

export default exposeFragment(catalog, HeaderSearch);
