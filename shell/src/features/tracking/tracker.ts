import type { Purchase } from '@remac/shared-contracts';

/** One tracking provider as the shell drives it; nothing reaches it unless it is enabled. */
export interface Tracker {
  enable(): void;
  disable(): void;
  pageView(url: string): void;
  purchase(purchase: Purchase): void;
}
