import { useLocation } from 'react-router-dom';
import { matchPath, showsCompareBar } from '@remac/shared-contracts';
import { Fragment } from './fragment';

/** Site-wide components that sit outside the page flow: cart drawer and compare bar. */
export function SiteWide({ alwaysCompare = false }: { alwaysCompare?: boolean }) {
  const { pathname } = useLocation();
  const route = matchPath(pathname)?.route;
  const compare = alwaysCompare || (route !== undefined && showsCompareBar(route.name));
  return (
    <>
      <Fragment name="cartDrawer" />
      {compare && <Fragment name="compareBar" />}
    </>
  );
}
