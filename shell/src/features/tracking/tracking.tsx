import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { purchase } from '@remac/shared-contracts';
import { useShell } from '../../app/shell-context';
import { allowedTrackers } from '../consent/consent';
import { useConsent } from '../consent/use-consent';
import { createTrackers } from './create-trackers';
import { removeTrackerCookies } from './tracker-cookies';
import { trackedLocation } from './tracked-location';

/**
 * Runs the Google tag and the Meta pixel while, and only while, the visitor's choice allows them:
 * page views on every navigation, and the purchase the checkout remote publishes on the bus.
 * Taking the choice back stops them and removes their cookies.
 */
export function Tracking() {
  const { tenant, bus } = useShell();
  const { preferences, providers } = useConsent();
  const [trackers] = useState(() => createTrackers(tenant.integrations));
  const allowed = allowedTrackers(preferences, providers);
  const { pathname, search } = useLocation();

  useEffect(() => {
    for (const [name, tracker] of Object.entries(trackers)) {
      if (!tracker) continue;
      if (allowed[name as keyof typeof allowed]) tracker.enable();
      else tracker.disable();
    }
    if (preferences.cookieConsent && !preferences.marketingCookies) removeTrackerCookies();
  }, [trackers, allowed.gtag, allowed.pixel, preferences.cookieConsent, preferences.marketingCookies]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const url = trackedLocation(window.location.href);
    trackers.gtag?.pageView(url);
    trackers.pixel?.pageView(url);
  }, [trackers, pathname, search, allowed.gtag, allowed.pixel]);

  useEffect(
    () =>
      bus.channel(purchase).subscribe((order) => {
        trackers.gtag?.purchase(order);
        trackers.pixel?.purchase(order);
      }),
    [bus, trackers],
  );
  return null;
}
