import { exposeFragment } from '@remac/remote-kit';
import { catalog } from '../lib/remote';
import { CompareBar } from '../features/compare/compare-bar';

export default exposeFragment(catalog, CompareBar);
