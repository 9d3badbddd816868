import type { SlotName } from '@remac/shared-contracts';

/** Where the harness places each fragment, roughly where the shell's frame has it; `in-page` ones only through `host.Slot`. */
export type HarnessRegion = 'info-bar' | 'header' | 'index' | 'footer' | 'overlay' | 'in-page';

export const slotRegions: Record<SlotName, HarnessRegion> = {
  infoBarPromotion: 'info-bar',
  headerSearch: 'header',
  headerSession: 'header',
  headerCart: 'header',
  homeReviews: 'index',
  homeNewsletter: 'index',
  footerCategories: 'footer',
  footerMemberArea: 'footer',
  footerNewsletter: 'footer',
  compareBar: 'overlay',
  cartDrawer: 'overlay',
  addToCart: 'in-page',
};
