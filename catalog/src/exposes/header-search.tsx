import type { FragmentProps } from '@remac/shared-contracts';
import { HostProvider } from '../lib/host';
import { registerTranslations } from '../lib/translations';
import { HeaderSearch } from '../features/search/header-search';

export default function HeaderSearchFragment(props: FragmentProps) {
  registerTranslations();
  return (
    <HostProvider value={props}>
      <HeaderSearch />
    </HostProvider>
  );
}
