import type { FragmentProps } from '@remac/shared-contracts';
import { ReviewsBand } from '../features/reviews/reviews-band';
import { registerTranslations } from '../lib/translations';

export default function ReviewsBandFragment(props: FragmentProps) {
  registerTranslations();
  return <ReviewsBand {...props} />;
}
