import type { FragmentProps } from '@remac/shared-contracts';
import { NewsletterForm } from '../features/newsletter/newsletter-form';
import { registerTranslations } from '../lib/translations';

export default function NewsletterFragment({ locale }: FragmentProps) {
  registerTranslations();
  return <NewsletterForm locale={locale} />;
}
