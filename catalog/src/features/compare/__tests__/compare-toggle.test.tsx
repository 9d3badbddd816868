import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compareChanged } from '@remac/shared-contracts';
import { initTestI18n, renderWithHost } from '@remac/remote-kit/testing';
import { catalog } from '../../../lib/remote';
import { CompareToggle } from '../../../components/compare-toggle';
import { compareStore } from '../../../lib/compare/compare-store';
import { orderColumns, propertyRows } from '../compare-rows';

describe('adding products to the comparison', () => {
  beforeAll(() => initTestI18n(catalog.translations, 'en'));
  beforeEach(() => compareStore.set({ productIds: [], primaryId: null }));

  it('adds and removes a product, saves it in local storage and publishes it on the bus', async () => {
    const { bus } = renderWithHost(
      <>
        <CompareToggle productId="1" productName="iMac" />
        <CompareToggle productId="2" productName="Mac mini" />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Compare iMac' }));
    await userEvent.click(screen.getByRole('button', { name: 'Compare Mac mini' }));
    expect(bus.channel(compareChanged).latest()).toEqual({ productIds: ['1', '2'], primaryId: '1' });
    expect(JSON.parse(window.localStorage.getItem('remac.catalog.compare')!)).toEqual({ productIds: ['1', '2'], primaryId: '1' });

    expect(screen.getByRole('button', { name: 'Compare iMac' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Compare iMac' }));
    expect(bus.channel(compareChanged).latest()).toEqual({ productIds: ['2'], primaryId: '2' });
    expect(screen.getByRole('button', { name: 'Compare iMac' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('disables adding once four products are compared', () => {
    compareStore.set({ productIds: ['a', 'b', 'c', 'd'], primaryId: 'a' });
    renderWithHost(<CompareToggle productId="e" productName="iPad" />);
    expect(screen.getByRole('button', { name: 'Compare iPad' })).toBeDisabled();
  });
});

describe('the side-by-side rows', () => {
  const products = [
    { id: 'a', properties: [{ internalName: 'year', name: 'Year', value: '2020' }] },
    {
      id: 'b',
      properties: [
        { internalName: 'year', name: 'Year', value: '2022' },
        { internalName: 'ports', name: 'Ports', value: '2' },
      ],
    },
  ];

  it('puts the primary product in the first column', () => {
    expect(orderColumns(products, 'b').map((product) => product.id)).toEqual(['b', 'a']);
  });

  it('lists every property across the products, empty where one lacks it', () => {
    expect(propertyRows(products)).toEqual([
      { key: 'year', label: 'Year', values: ['2020', '2022'] },
      { key: 'ports', label: 'Ports', values: ['', '2'] },
    ]);
  });
});
