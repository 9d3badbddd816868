import { pageTitle, seoDescription } from '../page-title.js';

describe('pageTitle', () => {
  it('joins the page name and the site name', () => {
    expect(pageTitle('FAQ', 'ReMac')).toBe('FAQ | ReMac');
  });

  it('shows the site name alone without a page name of its own', () => {
    expect(pageTitle(undefined, 'ReMac')).toBe('ReMac');
    expect(pageTitle('', 'ReMac')).toBe('ReMac');
    expect(pageTitle('ReMac', 'ReMac')).toBe('ReMac');
  });
});

describe('seoDescription', () => {
  const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');

  it('leaves a short text alone, apart from collapsing whitespace', () => {
    expect(seoDescription('Refurbished Macs in Athens.')).toBe('Refurbished Macs in Athens.');
    expect(seoDescription('  Refurbished\n  Macs  ')).toBe('Refurbished Macs');
  });

  it('leaves a text of exactly 160 characters alone', () => {
    const text = 'a'.repeat(160);
    expect(seoDescription(text)).toBe(text);
  });

  it('cuts a long text to at most 160 characters on a word boundary with an ellipsis', () => {
    const result = seoDescription(words);
    expect(result.length).toBeLessThanOrEqual(160);
    expect(result.endsWith('…')).toBe(true);
    const kept = result.slice(0, -1);
    expect(words.startsWith(kept)).toBe(true);
    expect(words[kept.length]).toBe(' ');
    expect(kept.length).toBeGreaterThan(140);
  });

  it('drops punctuation left before the ellipsis', () => {
    const text = `${'Refurbished Macs, '.repeat(8)}${'x'.repeat(40)}`;
    expect(seoDescription(text)).toMatch(/[^\s,.;:]…$/);
  });

  it('cuts a text without spaces hard at 160 characters', () => {
    const result = seoDescription('x'.repeat(300));
    expect(result).toBe(`${'x'.repeat(159)}…`);
  });

  it('honours a custom limit', () => {
    expect(seoDescription(words, 50).length).toBeLessThanOrEqual(50);
  });
});
