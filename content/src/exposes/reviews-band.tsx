import { content } from '../lib/remote';
import { ReviewsBand } from '../features/reviews/reviews-band';

export default content.fragment(ReviewsBand);
