import { acceptedLanguages } from '../accept-language';

describe('acceptedLanguages', () => {
  it('orders the languages by their weight, keeping the header order among equals', () => {
    expect(acceptedLanguages('en;q=0.5, el-GR, el;q=0.9, fr;q=0.9')).toEqual(['el-GR', 'el', 'fr', 'en']);
  });

  it('drops refused languages and the wildcard, and reads a missing header as no preference', () => {
    expect(acceptedLanguages('en;q=0, *;q=0.1, el')).toEqual(['el']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
