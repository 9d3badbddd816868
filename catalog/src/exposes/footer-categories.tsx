import type { FragmentProps } from '@remac/shared-contracts';
import { HostProvider } from '../lib/host';
import { registerTranslations } from '../lib/translations';
import { FooterCategories } from '../features/frame/footer-categories';

export default function FooterCategoriesFragment(props: FragmentProps) {
  registerTranslations();
  return (
    <HostProvider value={props}>
      <FooterCategories />
    </HostProvider>
  );
}
