import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { showsInstallPrompt } from './install-state';
import { installStore } from './install-store';

/** Chromium's event (not in the DOM's types): the offer to install, kept until the visitor answers. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The page's pending offer: the browser makes it once per page. */
let offer: BeforeInstallPromptEvent | null = null;

const launchedAsApp = () => window.matchMedia?.('(display-mode: standalone)').matches === true;

/**
 * Listens for the browser's install offer and for the installation itself; `install` shows the
 * browser's own dialog, `dismiss` hides the prompt for a while (install-state.ts).
 */
export function useInstallPrompt() {
  const record = useSyncExternalStore(installStore.subscribe, installStore.getSnapshot, installStore.getServerSnapshot);
  useEffect(() => {
    if (launchedAsApp()) installStore.dispatch({ type: 'launched-as-app' });
    const onOffer = (event: Event) => {
      // Without this the browser shows its own mini-infobar; the shop asks in its own words instead.
      event.preventDefault();
      offer = event as BeforeInstallPromptEvent;
      installStore.dispatch({ type: 'prompt-offered', now: Date.now() });
    };
    const onInstalled = () => {
      offer = null;
      installStore.dispatch({ type: 'installed' });
    };
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const install = useCallback(async () => {
    const event = offer;
    offer = null;
    if (!event) return;
    await event.prompt();
    const { outcome } = await event.userChoice;
    installStore.dispatch(outcome === 'accepted' ? { type: 'accepted' } : { type: 'dismissed', now: Date.now() });
  }, []);

  const dismiss = useCallback(() => {
    offer = null;
    installStore.dispatch({ type: 'dismissed', now: Date.now() });
  }, []);

  return { state: record.state, visible: showsInstallPrompt(record), install, dismiss };
}
