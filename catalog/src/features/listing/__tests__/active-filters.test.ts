import { activeFilters, offeredBuckets } from '../active-filters';

const category = {
  name: 'category',
  label: 'Category',
  buckets: [
    { key: 'macbook-air', label: 'MacBook Air', count: 24 },
    { key: 'macbook-pro', label: 'MacBook Pro', count: 39 },
  ],
};
const grade = { name: 'grade', label: 'Grade', buckets: [{ key: 'excellent', label: 'Excellent', count: 5 }] };

describe('the summary of chosen filters', () => {
  it('names each chosen value as its facet does, in facet order', () => {
    expect(activeFilters([grade, category], { grade: ['excellent'], category: ['macbook-pro', 'macbook-air'] })).toEqual([
      { facet: 'category', key: 'macbook-pro', label: 'MacBook Pro' },
      { facet: 'category', key: 'macbook-air', label: 'MacBook Air' },
      { facet: 'grade', key: 'excellent', label: 'Excellent' },
    ]);
  });

  it('falls back to the key for a value the API no longer lists', () => {
    expect(activeFilters([category], { memory: ['16'] })).toEqual([{ facet: 'memory', key: '16', label: '16' }]);
  });
});

describe('the values a facet offers', () => {
  it('keeps a chosen value that the other facets have emptied, with no products, so it can be unchecked', () => {
    expect(offeredBuckets(category, ['imac']).map((bucket) => [bucket.key, bucket.count])).toEqual([
      ['macbook-air', 24],
      ['macbook-pro', 39],
      ['imac', 0],
    ]);
  });

  it('offers only "in stock" for availability', () => {
    const availability = {
      name: 'availability',
      label: 'Availability',
      buckets: [
        { key: 'IN_STOCK', label: 'In stock', count: 3 },
        { key: 'OUT_OF_STOCK', label: 'Sold out', count: 1 },
      ],
    };
    expect(offeredBuckets(availability, []).map((bucket) => bucket.key)).toEqual(['IN_STOCK']);
  });
});
