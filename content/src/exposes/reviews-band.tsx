import { content } from '../lib/remote';
import { ReviewsBand } from '../features/pages/reviews-band';

export default content.fragment(ReviewsBand);
