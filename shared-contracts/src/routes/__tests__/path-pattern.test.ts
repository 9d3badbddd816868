import { fillPattern, matchPattern } from '../path-pattern.js';

describe('matchPattern', () => {
  it('returns the parameters of a matching path', () => {
    expect(matchPattern('/products/:id', '/products/macbook-air')).toEqual({ id: 'macbook-air' });
    expect(matchPattern('/checkout', '/checkout')).toEqual({});
    expect(matchPattern('/', '/')).toEqual({});
  });

  it('returns null for a different literal, a missing parameter or extra segments', () => {
    expect(matchPattern('/products/:id', '/categories/macbook-air')).toBeNull();
    expect(matchPattern('/products/:id', '/products')).toBeNull();
    expect(matchPattern('/products/:id', '/products/a/b')).toBeNull();
    expect(matchPattern('/', '/products')).toBeNull();
  });

  it('matches an optional parameter present or absent', () => {
    expect(matchPattern('/request/:id?', '/request/42')).toEqual({ id: '42' });
    expect(matchPattern('/request/:id?', '/request')).toEqual({});
    expect(matchPattern('/request/:id?', '/request/42/more')).toBeNull();
  });

  it('decodes percent-encoded parameters', () => {
    expect(matchPattern('/products/:id', '/products/mac%20book%2Fpro')).toEqual({ id: 'mac book/pro' });
    expect(matchPattern('/categories/:id', '/categories/%CE%BB%CE%AC%CF%80%CF%84%CE%BF%CF%80')).toEqual({ id: 'λάπτοπ' });
  });

  it('matches nothing, instead of throwing, when a parameter is malformed percent-encoding', () => {
    expect(matchPattern('/products/:id', '/products/100%')).toBeNull();
    expect(matchPattern('/products/:id', '/products/%E0%A4%A')).toBeNull();
  });
});

describe('fillPattern', () => {
  it('fills and encodes parameters', () => {
    expect(fillPattern('/products/:id', { id: 'macbook-air' })).toBe('/products/macbook-air');
    expect(fillPattern('/products/:id', { id: 'mac book/pro' })).toBe('/products/mac%20book%2Fpro');
  });

  it('drops a missing or empty optional parameter', () => {
    expect(fillPattern('/request/:id?')).toBe('/request');
    expect(fillPattern('/request/:id?', { id: '' })).toBe('/request');
    expect(fillPattern('/request/:id?', { id: '7' })).toBe('/request/7');
  });

  it('throws when a required parameter is missing', () => {
    expect(() => fillPattern('/products/:id', {})).toThrow('Missing route parameter id');
  });

  it('gives back what matchPattern reads', () => {
    const id = 'iMac 24" (2021) – ελληνικά';
    expect(matchPattern('/products/:id', fillPattern('/products/:id', { id }))).toEqual({ id });
  });

  it('fills the index pattern as /', () => {
    expect(fillPattern('/')).toBe('/');
  });
});
