import type { RemotePageProps } from '@remac/shared-contracts';
import { ContentPage } from '../features/pages/content-page';
import { registerTranslations } from '../lib/translations';

export default function Page(props: RemotePageProps) {
  registerTranslations();
  return <ContentPage {...props} />;
}
