import { useLocale } from '../locale/use-locale';
import { useManifestLanguage } from './manifest-link';
import { UpdatePrompt } from './update/update-prompt';
import { useServiceWorker } from './use-service-worker';

/** The installable app: the manifest of the page's language, the service worker, the update prompt. */
export function Pwa() {
  useManifestLanguage(useLocale());
  useServiceWorker();
  return <UpdatePrompt />;
}
