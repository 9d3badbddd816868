import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import type { TradeInCatalogFile } from '@remac/shared-contracts/tradein';
import { TradeInCatalogDocument } from '../graphql/generated/trade-in-catalog-document';

// The file is immutable (named by its hash): one download per page, shared by every component asking for it.
const downloads = new Map<string, Promise<TradeInCatalogFile>>();

function download(url: string): Promise<TradeInCatalogFile> {
  let pending = downloads.get(url);
  if (!pending) {
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`devices file: HTTP ${response.status}`);
      return response.json() as Promise<TradeInCatalogFile>;
    });
    pending.catch(() => downloads.delete(url));
    downloads.set(url, pending);
  }
  return pending;
}

export type DevicesFile = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; file: TradeInCatalogFile };

/** The devices database (static JSON named by tradeInCatalog), loaded in the browser after the first render. */
export function useDevicesFile(): DevicesFile {
  const catalog = useQuery(TradeInCatalogDocument);
  const url = catalog.data?.tradeInCatalog.devicesUrl;
  const [state, setState] = useState<{ url: string; file: TradeInCatalogFile } | { url: string; failed: true } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!url) return;
    let current = true;
    download(url).then(
      (file) => current && setState({ url, file }),
      () => current && setState({ url, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [url, attempt]);
  const retry = () => {
    setState(null);
    if (catalog.error) void catalog.refetch();
    setAttempt((n) => n + 1);
  };
  if (catalog.error) return { status: 'failed', retry };
  if (!state || state.url !== url) return { status: 'loading' };
  return 'failed' in state ? { status: 'failed', retry } : { status: 'ready', file: state.file };
}
