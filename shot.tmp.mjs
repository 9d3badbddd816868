import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-default-apps','--disable-dev-shm-usage'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: process.env.LANG_ || 'el-GR' });
const errors = [];
page.on('console', (m) => { if (m.type() === 'error' || m.type()==='warning') errors.push(m.type()+': '+m.text()); });
page.on('pageerror', (e) => errors.push('pageerror: ' + e.message));
for (const url of process.argv.slice(2)) {
  await page.goto('http://localhost:4399' + url);
  await page.waitForTimeout(1500);
  const name = url.replace(/\W+/g, '_') || 'root';
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: false });
  console.log(url, '->', page.url(), await page.title(), 'lang=', await page.getAttribute('html','lang'));
}
console.log(errors.join('\n'));
await browser.close();
