import { createContext, useContext } from 'react';
import type { PageMeta, PageOutcome, ServerPageReport } from '@remac/shared-contracts';

/** Present only while the server renders a page: the shell hands it to the route's module. */
export const ServerReportContext = createContext<ServerPageReport | undefined>(undefined);

export function useServerReport(): ServerPageReport | undefined {
  return useContext(ServerReportContext);
}

/** A report for one server render, read once the render is done; the last report of each kind wins. */
export function collectServerReport() {
  let meta: PageMeta | undefined;
  let outcome: PageOutcome | undefined;
  const report: ServerPageReport = {
    meta: (reported) => {
      meta = reported;
    },
    outcome: (reported) => {
      outcome = reported;
    },
  };
  return { report, read: () => ({ meta, outcome }) };
}
