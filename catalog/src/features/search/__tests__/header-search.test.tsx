import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n, renderWithHost } from '@remac/remote-kit/testing';
import { catalog } from '../../../lib/remote';
import { useSearchSuggestions } from '../api/search-suggestions';
import { HeaderSearch } from '../header-search';

jest.mock('../api/search-suggestions', () => ({ useSearchSuggestions: jest.fn() }));
const suggestions = jest.mocked(useSearchSuggestions);

describe('HeaderSearch', () => {
  beforeAll(() => initTestI18n(catalog.translations, 'en'));
  beforeEach(() => {
    suggestions.mockReset();
    suggestions.mockImplementation((term: string) =>
      term.trim().length < 2 ? undefined : { total: 3, nodes: [], suggestions: [`${term} pro`, `${term} air`] },
    );
  });

  const open = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    return screen.getByRole('combobox', { name: 'Search products' });
  };

  it('opens an input with the example terms, and choosing one goes to the search route', async () => {
    renderWithHost(<HeaderSearch />, { path: '/en/products' });
    const input = await open();
    expect(input).toHaveFocus();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['imac', 'macbook', 'ipad']);
    await userEvent.click(screen.getByRole('option', { name: 'macbook' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/en/search?search=macbook');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('asks for suggestions only once typing pauses, then offers them', async () => {
    renderWithHost(<HeaderSearch />);
    const input = await open();
    await userEvent.type(input, 'mac');
    expect(suggestions).not.toHaveBeenCalledWith('ma');
    expect(await screen.findByRole('option', { name: 'mac pro' })).toBeInTheDocument();
    expect(suggestions.mock.calls.map(([term]) => term)).not.toContain('m');
  });

  it('submits the typed term with Enter', async () => {
    renderWithHost(<HeaderSearch />);
    await userEvent.type(await open(), 'imac 24{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/en/search?search=imac%2024');
  });

  it('hides the input again on Escape, on clearing it and when focus leaves', async () => {
    renderWithHost(
      <>
        <HeaderSearch />
        <button type="button">elsewhere</button>
      </>,
    );
    await userEvent.type(await open(), '{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();

    const typed = await open();
    await userEvent.type(typed, 'ip');
    await userEvent.clear(typed);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();

    await open();
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
  });
});
