import type { Purchase } from '@remac/shared-contracts';

/** One tracking provider as the shell drives it; nothing reaches it unless it is enabled. */
export interface Tracker {
  enable(): void;
  disable(): void;
  /** `url`: the page's address as trackers may be told it (`trackedLocation`: a private link's id hidden). */
  pageView(url: string): void;
  purchase(purchase: Purchase): void;
}
