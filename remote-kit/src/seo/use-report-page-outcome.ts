import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notFound, type PageOutcome } from '@remac/shared-contracts';
import { useHost } from '../host/host-context';

/**
 * A page whose entity is unknown (404) or has moved (301 to `location`): on the server the host
 * answers with that status (and `Location`); in the browser the shell shows its 404 page, or the
 * page moves to the new address in place of the old history entry.
 */
export function useReportPageOutcome(outcome: PageOutcome | undefined) {
  const { bus, serverReport } = useHost();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (outcome && serverReport) serverReport.outcome(outcome);
  const status = outcome?.status;
  const location = outcome?.status === 301 ? outcome.location : undefined;
  useEffect(() => {
    if (status === 404) bus.channel(notFound).emit({ path: pathname });
  }, [status, bus, pathname]);
  useEffect(() => {
    if (location) void navigate(location, { replace: true });
  }, [location, navigate]);
}
