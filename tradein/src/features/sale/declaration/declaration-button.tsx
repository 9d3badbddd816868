import { useState } from 'react';
import { intlLocales } from '@remac/shared-contracts';
import { useTradeInT } from '../../../lib/remote';
import styles from '../../../components/ui.module.css';
import { declarationInputs } from './declaration-inputs';

interface Props {
  urls: { templateUrl: string; fontUrl: string };
  details: Record<string, string | boolean>;
}

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Fills and downloads the responsibility declaration; pdf-lib, the template and the font load on the click. */
export function DeclarationButton({ urls, details }: Props) {
  const t = useTradeInT();
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'working' } | { kind: 'done'; ms: number } | { kind: 'failed' }>({
    kind: 'idle',
  });
  const create = async () => {
    setState({ kind: 'working' });
    const started = performance.now();
    try {
      const { fillDeclaration } = await import(/* webpackChunkName: "declaration-pdf" */ './fill-declaration');
      const date = new Intl.DateTimeFormat(intlLocales.el, { dateStyle: 'short', timeZone: 'Europe/Athens' }).format(new Date());
      const blob = await fillDeclaration(urls, declarationInputs(details), date);
      const ms = Math.round(performance.now() - started);
      download(blob, t('declaration.fileName'));
      setState({ kind: 'done', ms });
    } catch {
      setState({ kind: 'failed' });
    }
  };
  return (
    <div className={styles.box}>
      <p>{t('declaration.explain')}</p>
      <button type="button" className={styles.secondary} onClick={create} disabled={state.kind === 'working'}>
        {state.kind === 'working' ? t('declaration.working') : t('declaration.download')}
      </button>
      {state.kind === 'done' && (
        <p role="status" data-testid="declaration-ready" data-generation-ms={state.ms}>
          {t('declaration.ready')}
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className={styles.error}>
          {t('declaration.failed')}
        </p>
      )}
    </div>
  );
}
