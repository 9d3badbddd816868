import { useId, useState } from 'react';
import type { TradeInCatalogFile } from '@remac/shared-contracts/tradein';
import { deviceSummary, searchDevices } from '../../../lib/devices/catalog-lookup';
import { useTradeInT } from '../../../lib/remote';
import styles from '../../../components/ui.module.css';
import { chooseDevice } from '../choose-device';

/** Find a Mac by typing its model: matched against the devices database in the browser. */
export function DeviceSearch({ file }: { file: TradeInCatalogFile }) {
  const t = useTradeInT();
  const id = useId();
  const [query, setQuery] = useState('');
  const found = searchDevices(file, query);
  return (
    <div className={styles.field} role="search">
      <label htmlFor={id} className={styles.label}>
        {t('sale.searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('sale.searchPlaceholder')}
        autoComplete="off"
      />
      {query.trim() !== '' &&
        (found.length === 0 ? (
          <p role="status">{t('sale.searchNothing')}</p>
        ) : (
          <ul className={styles.choices} aria-label={t('sale.searchResults')}>
            {found.map((device) => (
              <li key={device.id}>
                <button type="button" className={styles.choice} onClick={() => chooseDevice(device)}>
                  <strong>{device.model}</strong>
                  <div>{deviceSummary(device)}</div>
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
