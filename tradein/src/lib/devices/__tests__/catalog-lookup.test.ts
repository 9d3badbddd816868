import type { TradeInCatalogFile, TradeInDeviceData } from '@remac/shared-contracts/tradein';
import { searchDevices } from '../catalog-lookup';

const device = (id: string, model: string, year: number, chip: string): TradeInDeviceData => ({
  id,
  slug: id,
  categoryId: '1',
  subcategoryId: '1',
  model,
  year,
  chip,
  memoryGb: 8,
  storageGb: 256,
  initialPrice: 10_000,
  minimumPrice: null,
  questions: [],
});

const file = {
  devices: [
    device('1', 'MacBook Air 13" 2020 M1', 2020, 'Apple M1'),
    device('2', 'MacBook Air 13.6" 2022 M2', 2022, 'Apple M2'),
    device('3', 'MacBook Pro 14" 2023 M3 Pro', 2023, 'Apple M3 Pro'),
    device('4', 'iMac 24" 2021 M1', 2021, 'Apple M1'),
  ],
} as TradeInCatalogFile;

describe('device search', () => {
  it.each([
    ['macbook air', ['2', '1']],
    ['air m1', ['1']],
    ['M1', ['4', '1']],
    ['  PRO   m3 ', ['3']],
    ['2022', ['2']],
    ['256gb imac', ['4']],
    ['mac studio', []],
    ['', []],
  ])('%j finds %j, newest first', (query, ids) => {
    expect(searchDevices(file, query).map((d) => d.id)).toEqual(ids);
  });
});
