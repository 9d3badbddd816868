import { useShell } from '../../app/shell-context';
import { consentControls } from './consent-controls';
import { trackingProviders } from './use-consent';
import { useShellT } from '../locale/use-shell-t';

/** "Cookie settings" in the footer: reopens the bar to change the choice. Absent when nothing needs consent. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const t = useShellT();
  const { tenant } = useShell();
  const providers = trackingProviders(tenant.integrations);
  if (!providers.gtag && !providers.pixel) return null;
  return (
    <button type="button" className={className} onClick={consentControls.reopen}>
      {t('consent.settings')}
    </button>
  );
}
