import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n, renderWithHost } from '@remac/remote-kit/testing';
import { catalog } from '../../../lib/remote';
import { Facets } from '../facets';

const aggregations = [
  {
    name: 'category',
    label: 'Category',
    buckets: [
      { key: 'macbook-air', label: 'MacBook Air', count: 24 },
      { key: 'imac', label: 'iMac', count: 16 },
    ],
  },
  { name: 'condition', label: 'Condition', buckets: [{ key: 'used', label: 'Used', count: 40 }] },
  {
    name: 'availability',
    label: 'Availability',
    buckets: [
      { key: 'IN_STOCK', label: 'In stock', count: 30 },
      { key: 'OUT_OF_STOCK', label: 'Sold out', count: 10 },
    ],
  },
];

describe('Facets', () => {
  beforeAll(() => initTestI18n(catalog.translations, 'en'));

  it('shows every value with its count from the aggregations', () => {
    renderWithHost(<Facets aggregations={aggregations} filters={{}} onToggle={jest.fn()} />);
    const category = screen.getByRole('group', { name: 'Category' });
    expect(category).toHaveTextContent('MacBook Air24');
    expect(category).toHaveTextContent('iMac16');
  });

  it('leaves out a facet with a single value that is not chosen, since it cannot narrow anything', () => {
    renderWithHost(<Facets aggregations={aggregations} filters={{}} onToggle={jest.fn()} />);
    expect(screen.queryByRole('group', { name: 'Condition' })).not.toBeInTheDocument();
  });

  it('keeps a chosen single value visible and checked so it can be unchecked', () => {
    renderWithHost(<Facets aggregations={aggregations} filters={{ condition: ['used'] }} onToggle={jest.fn()} />);
    expect(screen.getByRole('checkbox', { name: /Used/ })).toBeChecked();
  });

  it('offers only "in stock" for availability, the one value the API can filter on', () => {
    renderWithHost(<Facets aggregations={aggregations} filters={{}} onToggle={jest.fn()} />);
    const availability = screen.getByRole('group', { name: 'Availability' });
    expect(availability).toHaveTextContent('In stock');
    expect(availability).not.toHaveTextContent('Sold out');
  });

  it('reports the facet and value that was clicked', async () => {
    const onToggle = jest.fn();
    renderWithHost(<Facets aggregations={aggregations} filters={{}} onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('checkbox', { name: /iMac/ }));
    expect(onToggle).toHaveBeenCalledWith('category', 'imac');
  });
});
