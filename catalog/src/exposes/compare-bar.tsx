import { catalog } from '../lib/remote';
import { CompareBar } from '../features/compare/compare-bar';

export default catalog.fragment(CompareBar);
