import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n, renderWithHost } from '@remac/remote-kit/testing';
import { catalog } from '../../../lib/remote';
import type { ProductDetail, ProductVariant } from '../api/get-product';
import { VariantPicker } from '../variant-picker';
import { Price } from '../../../components/price';
import { AvailabilityBadge } from '../../../components/availability-badge';

const money = (amount: number) => ({ amount, formatted: `€${(amount / 100).toFixed(2)}` });

function variant(
  id: string,
  memory: string,
  storage: string,
  amount: number,
  availability: ProductVariant['availability'],
): ProductVariant {
  return {
    id,
    sku: id,
    label: `${memory} / ${storage}`,
    availability,
    orderable: availability !== 'OUT_OF_STOCK',
    backorderable: availability === 'BACKORDERABLE',
    onSale: false,
    discount: 0,
    totalOnHand: availability === 'IN_STOCK' ? 2 : 0,
    price: money(amount),
    salePrice: money(amount),
    options: [
      { internalName: 'memory', value: memory, label: `${memory} GB` },
      { internalName: 'storage', value: storage, label: `${storage} GB` },
    ],
  };
}

const variants = [
  variant('a', '8', '256', 80900, 'IN_STOCK'),
  variant('b', '16', '512', 94900, 'OUT_OF_STOCK'),
  variant('c', '16', '256', 89900, 'BACKORDERABLE'),
];
const options: ProductDetail['options'] = [
  {
    name: 'Memory',
    internalName: 'memory',
    kind: 'memory',
    values: [
      { label: '8 GB', value: '8' },
      { label: '16 GB', value: '16' },
    ],
  },
  {
    name: 'Storage',
    internalName: 'storage',
    kind: 'storage',
    values: [
      { label: '256 GB', value: '256' },
      { label: '512 GB', value: '512' },
    ],
  },
  { name: 'Colour', internalName: 'color', kind: 'color', values: [{ label: 'Silver', value: 'silver' }] },
];

function Product() {
  const [current, setCurrent] = useState(variants[0]!);
  return (
    <>
      <Price price={current.price} salePrice={current.salePrice} onSale={false} discount={0} />
      <AvailabilityBadge availability={current.availability} />
      <VariantPicker options={options} variants={variants} current={current} onChange={setCurrent} />
    </>
  );
}

describe('VariantPicker', () => {
  beforeAll(() => initTestI18n(catalog.translations, 'en'));

  it('shows the chosen values checked and a single-value option as plain text', () => {
    renderWithHost(<Product />);
    expect(screen.getByRole('radio', { name: '8 GB' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '256 GB' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Colour' })).not.toBeInTheDocument();
    expect(screen.getByText('Silver')).toBeInTheDocument();
  });

  it('changes price and availability with the option, keeping the other choices where possible', async () => {
    renderWithHost(<Product />);
    expect(screen.getByTestId('price')).toHaveTextContent('€809.00');
    expect(screen.getByTestId('availability')).toHaveTextContent('In stock');

    await userEvent.click(screen.getByRole('radio', { name: '16 GB' }));
    expect(screen.getByRole('radio', { name: '256 GB' })).toBeChecked();
    expect(screen.getByTestId('price')).toHaveTextContent('€899.00');
    expect(screen.getByTestId('availability')).toHaveTextContent('Available to order');

    await userEvent.click(screen.getByRole('radio', { name: /512 GB/ }));
    expect(screen.getByTestId('price')).toHaveTextContent('€949.00');
    expect(screen.getByTestId('availability')).toHaveTextContent('Sold out');
  });

  it('marks a value that exists only with other choices', () => {
    renderWithHost(<Product />);
    expect(screen.getByRole('radio', { name: /512 GB/ }).closest('label')).toHaveTextContent('(other configuration)');
  });
});
