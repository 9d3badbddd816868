import type { Page } from '@playwright/test';
import { localizedPath, routeTable, type RouteName } from '@remac/shared-contracts';
import { expect, test } from '../support/test';

/** The least room between the window's edge and any text of the main area, on a phone and on a desktop. */
const gutterPx = 12;

/**
 * The texts of the main area that come closer than the gutter to the window's left or right edge. Texts inside
 * something that scrolls or clips sideways (a comparison table, thumbnails, visually hidden labels) are left out:
 * those are meant to reach past the edge.
 */
function textsAtTheEdge(gutter: number): string[] {
  const main = document.querySelector('main');
  if (!main) return ['no main area'];
  const width = document.documentElement.clientWidth;
  const scrollsOrClips = (element: Element | null) => {
    for (let box = element; box && box !== main; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX !== 'visible' || style.position === 'fixed' || style.clip !== 'auto' || style.clipPath !== 'none') return true;
    }
    return false;
  };
  const found: string[] = [];
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node && found.length < 5; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (!text || scrollsOrClips(node.parentElement)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const line = [...range.getClientRects()].find((rect) => rect.width >= 2 && (rect.left < gutter || rect.right > width - gutter));
    if (line) found.push(`"${text.slice(0, 40)}" at ${Math.round(line.left)}–${Math.round(line.right)} px of ${width}`);
  }
  return found;
}

/** Opens `path` on a phone, checks its texts, then widens the window to a desktop's and checks them again. */
async function expectGuttersAt(page: Page, path: string) {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(textsAtTheEdge, gutterPx), { message: `${path} at 390 px` }).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => page.evaluate(textsAtTheEdge, gutterPx), { message: `${path} at 1280 px` }).toEqual([]);
}

// Every public page a visitor reaches without an id (a member's pages need a login and are left out).
const pages = routeTable.filter((route) => route.params.length === 0 && route.access === 'public').map((route) => route.name as RouteName);

test.describe('no text touches the edge of the window', () => {
  for (const name of pages) {
    test(`${name}: at 390 and 1280 px`, async ({ page }) => {
      await expectGuttersAt(page, localizedPath(name, 'el'));
    });
  }

  test('a product page and the requests page: at 390 and 1280 px', async ({ page }) => {
    for (const path of [
      localizedPath('products-id', 'en', { id: 'macbook-air-13-m1-2020-excellent' }),
      localizedPath('request-id', 'en'),
    ]) {
      await expectGuttersAt(page, path);
    }
  });
});
