import { PRODUCT_FILTER_MAX_VALUES, SEARCH_TERM_MAX_LENGTH } from '@remac/shared-contracts/graphql';
import {
  lastPage,
  listingWhere,
  pageSize,
  parseListing,
  searchTermWithin,
  serializeListing,
  toggleFacet,
  type ListingState,
} from '../listing-params';

const start: ListingState = { filters: {}, page: 3 };

describe('listing state in the URL', () => {
  it('round-trips filters, sort, page and term through the query string', () => {
    const state: ListingState = {
      filters: { category: ['imac', 'mac-mini'], price: ['0-30000'] },
      sort: 'PRICE_ASC',
      page: 2,
      term: 'imac',
    };
    expect(parseListing(serializeListing(state))).toEqual(state);
  });

  it('ignores an unknown sort and a page below 2', () => {
    expect(parseListing(new URLSearchParams('sort=CHEAPEST&page=-4'))).toEqual({ filters: {}, sort: undefined, page: 1, term: undefined });
  });

  it('cuts a search term longer than the API accepts at the last whole word that fits', () => {
    const pasted = 'MacBook Pro 14 M3 '.repeat(20).trim();
    const { term } = parseListing(new URLSearchParams({ search: pasted }));
    expect(term!.length).toBeLessThanOrEqual(SEARCH_TERM_MAX_LENGTH);
    expect(term!.length).toBeGreaterThan(SEARCH_TERM_MAX_LENGTH - 'MacBook '.length);
    expect(pasted.startsWith(`${term} `)).toBe(true);
    expect(searchTermWithin('x'.repeat(300))).toBe('x'.repeat(SEARCH_TERM_MAX_LENGTH));
    expect(searchTermWithin('imac 24')).toBe('imac 24');
  });

  it('keeps each value of a facet once, and no more values than the API takes', () => {
    const many = Array.from({ length: PRODUCT_FILTER_MAX_VALUES + 50 }, (_, i) => `grade-${i}`);
    const { filters } = parseListing(new URLSearchParams({ grade: many.join(','), memory: '16,8,16,,8' }));
    expect(filters.grade).toEqual(many.slice(0, PRODUCT_FILTER_MAX_VALUES));
    expect(filters.memory).toEqual(['16', '8']);
  });

  it('adds a second category but replaces the price range, and goes back to page 1', () => {
    const twoCategories = toggleFacet(toggleFacet(start, 'category', 'imac'), 'category', 'mac-mini');
    expect(twoCategories).toMatchObject({ filters: { category: ['imac', 'mac-mini'] }, page: 1 });
    const price = toggleFacet(toggleFacet(start, 'price', '0-30000'), 'price', '30000-60000');
    expect(price.filters.price).toEqual(['30000-60000']);
  });

  it('counts the last page from the total, the first being the last when nothing was found', () => {
    expect(lastPage(0)).toBe(1);
    expect(lastPage(pageSize)).toBe(1);
    expect(lastPage(pageSize + 1)).toBe(2);
    expect(lastPage(5 * pageSize + 7)).toBe(6);
  });

  it('drops the facet when its last value is unchecked', () => {
    expect(toggleFacet(toggleFacet(start, 'grade', 'fair'), 'grade', 'fair').filters).toEqual({});
  });

  it('turns facets into the API filter, with the exclusive upper price bound of the bucket', () => {
    const where = listingWhere(
      { category: 'apple-products' },
      { category: ['imac'], price: ['30000-60000'], memory: ['16'], availability: ['IN_STOCK'] },
    );
    expect(where).toEqual({
      category: 'apple-products',
      taxons: ['imac'],
      priceMin: 30000,
      priceMax: 59999,
      inStock: true,
      options: [{ name: 'memory', values: ['16'] }],
    });
  });

  it('leaves the open top price bucket without a maximum', () => {
    expect(listingWhere({}, { price: ['250000-'] })).toEqual({ priceMin: 250000 });
  });
});
