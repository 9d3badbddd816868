import { useEffect, useState } from 'react';
import { thirdPartyProvider } from '@remac/shared-contracts';
import { useShell } from '../../app/shell-context';
import { loadScript } from '../tracking/load-script';
import { prepareTawk } from './tawk';
import { whenVisitorEngages } from './when-visitor-engages';
import { useShellT } from '../locale/use-shell-t';
import styles from './chat-launcher.module.css';

type ChatState = 'waiting' | 'loading' | 'ready' | 'failed';

/**
 * The live chat (spec §1): a button of our own holds the provider's place from the first paint; the
 * provider's script comes on the first interaction or when the browser is idle, never in the first
 * view. Once the provider's widget is up it takes over; if its script fails, the button goes and
 * nothing else changes. Without a configured provider there is nothing.
 */
export function ChatLauncher() {
  const t = useShellT();
  const { tenant } = useShell();
  const script = thirdPartyProvider(tenant.integrations, 'chat')?.script;
  const [state, setState] = useState<ChatState>('waiting');
  const [openWhenReady, setOpenWhenReady] = useState(false);

  useEffect(() => {
    if (!script) return undefined;
    return whenVisitorEngages(() => setState('loading'));
  }, [script]);

  useEffect(() => {
    if (state !== 'loading' || !script) return undefined;
    const api = prepareTawk(() => setState('ready'));
    loadScript(script).catch(() => setState('failed'));
    return () => {
      api.onLoad = undefined;
    };
  }, [state, script]);

  useEffect(() => {
    if (state === 'ready' && openWhenReady) window.Tawk_API?.maximize?.();
  }, [state, openWhenReady]);

  if (!script || state === 'ready' || state === 'failed') return null;
  return (
    <button
      type="button"
      className={styles.launcher}
      data-testid="chat-launcher"
      aria-label={state === 'loading' && openWhenReady ? t('chat.loading') : t('chat.open')}
      aria-busy={state === 'loading' && openWhenReady}
      onClick={() => {
        setOpenWhenReady(true);
        setState((current) => (current === 'waiting' ? 'loading' : current));
      }}
    >
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" />
      </svg>
    </button>
  );
}
