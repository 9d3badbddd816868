import { announceInlinedStylesheets } from '../inlined-stylesheets';

beforeEach(() => {
  document.head.innerHTML = '<style data-href="/remotes/catalog/1.0.0-abc/static/css/page.css">.a{}</style>';
});

test('each inlined stylesheet is named by a disabled link with its full address, once', () => {
  announceInlinedStylesheets();
  announceInlinedStylesheets();
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  expect(links.map((link) => [link.href, link.disabled])).toEqual([
    [`${window.location.origin}/remotes/catalog/1.0.0-abc/static/css/page.css`, true],
  ]);
});

test('a stylesheet the page already links is left alone', () => {
  document.head.insertAdjacentHTML('beforeend', '<link rel="stylesheet" href="/remotes/catalog/1.0.0-abc/static/css/page.css">');
  announceInlinedStylesheets();
  expect(document.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
});
