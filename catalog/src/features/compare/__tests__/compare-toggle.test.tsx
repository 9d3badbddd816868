import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compareChanged } from '@remac/shared-contracts';
import { initTestI18n, renderWithHost } from '@remac/remote-kit/testing';
import { catalog } from '../../../lib/remote';
import { CompareToggle } from '../../../components/compare-toggle';
import { compareStore } from '../../../lib/compare/compare-store';
import { compareRows, orderColumns } from '../compare-rows';

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
  it('puts the primary product in the first column', () => {
    expect(orderColumns([{ id: 'a' }, { id: 'b' }], 'b').map((product) => product.id)).toEqual(['b', 'a']);
  });

  it('puts what tells Macs apart first, lists every fact, and marks the rows that differ', () => {
    const fact = (key: string, value: string) => ({ key, label: key.toUpperCase(), value });
    const rows = compareRows([
      [fact('ports', '2'), fact('price', '€549.00'), fact('year', '2020'), fact('memory', '8 GB'), fact('chip', 'M1')],
      [fact('year', '2020'), fact('chip', 'M2'), fact('memory', '8 GB'), fact('price', '€749.00'), fact('weight', '1.2 kg')],
    ]);
    expect(rows.map((row) => row.key)).toEqual(['chip', 'memory', 'year', 'price', 'ports', 'weight']);
    expect(rows.find((row) => row.key === 'chip')).toEqual({ key: 'chip', label: 'CHIP', values: ['M1', 'M2'], differs: true });
    expect(rows.find((row) => row.key === 'memory')?.differs).toBe(false);
    expect(rows.find((row) => row.key === 'weight')).toMatchObject({ values: ['', '1.2 kg'], differs: true });
  });
});
