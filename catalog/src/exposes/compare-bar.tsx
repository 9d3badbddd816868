import type { FragmentProps } from '@remac/shared-contracts';
import { HostProvider } from '../lib/host';
import { registerTranslations } from '../lib/translations';
import { CompareBar } from '../features/compare/compare-bar';

export default function CompareBarFragment(props: FragmentProps) {
  registerTranslations();
  return (
    <HostProvider value={props}>
      <CompareBar />
    </HostProvider>
  );
}
