import { useLocation } from 'react-router-dom';
import { matchPath, showsCompareBar } from '@remac/shared-contracts';
import { useShell } from '../../app/shell-context';
import { LoadOnInteraction } from '../remotes/load-on-interaction';
import { rememberedCart, useNoteCart } from '../visitor-notes/remembered-cart';
import { useRememberedFlag } from '../visitor-notes/remembered-flag';
import { useRememberedCompare } from '../visitor-notes/remembered-compare';
import { Fragment } from './fragment';

/**
 * Site-wide components that sit outside the page flow: cart drawer and compare bar. Neither shows on
 * arrival, so their scripts wait: the drawer for the first interaction (at once for a visitor with a
 * cart), the bar for a product in the compare list.
 */
export function SiteWide({ alwaysCompare = false }: { alwaysCompare?: boolean }) {
  const { bus } = useShell();
  const { pathname } = useLocation();
  useNoteCart(bus);
  const holdsCart = useRememberedFlag(rememberedCart);
  const comparing = useRememberedCompare(bus);
  const route = matchPath(pathname)?.route;
  const compare = alwaysCompare || (route !== undefined && showsCompareBar(route.name));
  return (
    <>
      <LoadOnInteraction now={holdsCart} placeholder={null}>
        <Fragment name="cartDrawer" />
      </LoadOnInteraction>
      {compare && comparing && <Fragment name="compareBar" />}
    </>
  );
}
