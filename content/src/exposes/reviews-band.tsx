import { exposeFragment } from '@remac/remote-kit';
import { content } from '../lib/remote';
import { ReviewsBand } from '../features/pages/reviews-band';

export default exposeFragment(content, ReviewsBand);
