import { ReviewsBand } from '../features/reviews/reviews-band';
import { registerTranslations } from '../lib/translations';

registerTranslations();
export default ReviewsBand;
