import { expect, test } from '../support/test';

const footerRemotes = ['content', 'catalog', 'account'] as const;

for (const width of [320, 360, 390, 1280]) {
  test(`at ${width} px nothing in the footer moves when its fragments arrive`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    let holding = false;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = new Set<string>();
    await page.route(/\/remotes\/(content|catalog|account)\//, async (route) => {
      if (holding) {
        held.add(
          route
            .request()
            .url()
            .match(/\/remotes\/(\w+)\//)![1]!,
        );
        await released;
      }
      await route.continue();
    });
    await page.goto('/syxnes-erotiseis');
    await expect(page.locator('html')).toHaveAttribute('data-shell-ready', '');
    holding = true;

    const footer = page.getByTestId('site-footer');
    await footer.scrollIntoViewIfNeeded();
    // Each footer fragment has asked for its remote, none has it yet.
    await expect.poll(() => [...held].sort()).toEqual([...footerRemotes].sort());
    const switcher = footer.getByTestId('language-switcher');
    const copyright = footer.getByText(`© ${new Date().getFullYear()}`);
    // Positions in the viewport, and the footer's height: the browser's scroll anchoring may hide growth above the
    // visible content, never a taller footer.
    const boxes = async () => ({
      switcher: await switcher.boundingBox(),
      copyright: await copyright.boundingBox(),
      footerHeight: (await footer.boundingBox())?.height,
    });
    const before = await boxes();

    release();
    await expect(footer.getByTestId('member-area')).toBeVisible();
    await expect(footer.locator('[data-slot="catalog/FooterCategories"]')).toBeVisible();
    await expect(footer.locator('[data-slot="content/Newsletter"]')).toBeVisible();
    await expect(page.locator('[data-deferred-region]')).toHaveCount(0);
    expect(await boxes()).toEqual(before);
  });
}
