import { listingVariables } from '../api/search-products';
import { pageSize, parseListing } from '../listing-params';

const variablesOf = (query: string) => listingVariables(parseListing(new URLSearchParams(query)), { category: 'products' }, false);

describe('what a listing asks the API for', () => {
  it('skips the pages before the one in the URL', () => {
    expect(variablesOf('page=3')).toMatchObject({ first: pageSize, skip: 2 * pageSize });
  });

  it('asks a page number beyond what the API pages through for the furthest page it reaches, not for an error', () => {
    expect(variablesOf('page=1000000').skip).toBe(100_000);
  });
});
