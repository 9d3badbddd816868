import { removeTrackerCookies } from '../tracker-cookies';

it("removes the trackers' cookies and keeps the shop's own", () => {
  document.cookie = '_ga=GA1.1.123; path=/';
  document.cookie = '_ga_ABC=GS1.1; path=/';
  document.cookie = '_fbp=fb.1.123; path=/';
  document.cookie = '_gcl_au=1.1.1; path=/';
  document.cookie = 'remac_locale=en; path=/';
  expect(removeTrackerCookies().sort()).toEqual(['_fbp', '_ga', '_ga_ABC', '_gcl_au']);
  expect(document.cookie).toBe('remac_locale=en');
});
