import type { Locator } from '@playwright/test';
import { locales } from '@remac/shared-contracts';
import { expect, test } from '../support/test';
import { buyByCard } from '../support/checkout-flow';

/** The words of the element's text that the layout split across two lines (a hyphen may end a line: parts count). */
function splitWords(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const split: string[] = [];
    const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) split.push(word[0]);
      }
    }
    return split;
  });
}

for (const locale of locales) {
  // On a 320 px phone the facts beside their names had a few letters a line: "Νοεμβρ-ίου", "Πιστωτι-κή".
  test(`the receipt on a 320 px phone shows every word whole and nothing beyond the screen (${locale})`, async ({ page, request }) => {
    await buyByCard(page, request, locale, `receipt-phone-${locale}@example.gr`);
    await page.setViewportSize({ width: 320, height: 700 });
    const facts = page.getByTestId('receipt-facts');
    await expect(facts).toBeVisible();
    expect(await splitWords(facts)).toEqual([]);
    expect(await splitWords(page.getByTestId('receipt-items'))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
}
