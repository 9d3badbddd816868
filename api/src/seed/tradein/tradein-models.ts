/** Macs the business buys back, 2015–2024: [memory GB, storage GB, buy-back price in euros] per configuration. */
export interface TradeInModelSeed {
  category: 'macbook-air' | 'macbook-pro' | 'imac' | 'mac-mini' | 'mac-studio' | 'mac-pro';
  year: number;
  /** Screen size in inches; null for desktops without a display. */
  size: string | null;
  chip: string;
  configs: [memoryGb: number, storageGb: number, euros: number][];
}

const m = (
  category: TradeInModelSeed['category'],
  year: number,
  size: string | null,
  chip: string,
  configs: TradeInModelSeed['configs'],
): TradeInModelSeed => ({ category, year, size, chip, configs });

export const tradeInModels: TradeInModelSeed[] = [
  m('macbook-air', 2015, '13"', 'Intel Core i5', [
    [8, 128, 90],
    [8, 256, 110],
  ]),
  m('macbook-air', 2017, '13"', 'Intel Core i5', [
    [8, 128, 110],
    [8, 256, 130],
  ]),
  m('macbook-air', 2018, '13"', 'Intel Core i5', [
    [8, 128, 150],
    [16, 256, 190],
  ]),
  m('macbook-air', 2019, '13"', 'Intel Core i5', [
    [8, 128, 170],
    [8, 256, 200],
  ]),
  m('macbook-air', 2020, '13"', 'Intel Core i3', [[8, 256, 200]]),
  m('macbook-air', 2020, '13"', 'Apple M1', [
    [8, 256, 380],
    [8, 512, 430],
    [16, 512, 500],
  ]),
  m('macbook-air', 2022, '13.6"', 'Apple M2', [
    [8, 256, 560],
    [8, 512, 640],
    [16, 512, 720],
  ]),
  m('macbook-air', 2023, '15"', 'Apple M2', [
    [8, 256, 720],
    [16, 512, 880],
  ]),
  m('macbook-air', 2024, '13"', 'Apple M3', [
    [8, 256, 750],
    [16, 512, 920],
  ]),
  m('macbook-air', 2024, '15"', 'Apple M3', [
    [8, 256, 880],
    [16, 512, 1050],
  ]),
  m('macbook-pro', 2015, '13"', 'Intel Core i5', [
    [8, 128, 140],
    [8, 256, 170],
  ]),
  m('macbook-pro', 2015, '15"', 'Intel Core i7', [
    [16, 256, 220],
    [16, 512, 260],
  ]),
  m('macbook-pro', 2016, '13"', 'Intel Core i5', [[8, 256, 170]]),
  m('macbook-pro', 2016, '15"', 'Intel Core i7', [[16, 256, 250]]),
  m('macbook-pro', 2017, '13"', 'Intel Core i5', [[8, 256, 200]]),
  m('macbook-pro', 2017, '15"', 'Intel Core i7', [[16, 512, 300]]),
  m('macbook-pro', 2018, '13"', 'Intel Core i5', [[8, 256, 240]]),
  m('macbook-pro', 2018, '15"', 'Intel Core i7', [[16, 512, 360]]),
  m('macbook-pro', 2019, '13"', 'Intel Core i5', [[8, 256, 280]]),
  m('macbook-pro', 2019, '16"', 'Intel Core i7', [[16, 512, 480]]),
  m('macbook-pro', 2019, '16"', 'Intel Core i9', [[16, 1024, 560]]),
  m('macbook-pro', 2020, '13"', 'Apple M1', [
    [8, 256, 480],
    [16, 512, 600],
  ]),
  m('macbook-pro', 2021, '14"', 'Apple M1 Pro', [
    [16, 512, 980],
    [32, 1024, 1200],
  ]),
  m('macbook-pro', 2021, '16"', 'Apple M1 Pro', [[16, 512, 1100]]),
  m('macbook-pro', 2021, '16"', 'Apple M1 Max', [[32, 1024, 1400]]),
  m('macbook-pro', 2022, '13"', 'Apple M2', [[8, 256, 650]]),
  m('macbook-pro', 2023, '14"', 'Apple M2 Pro', [[16, 512, 1200]]),
  m('macbook-pro', 2023, '16"', 'Apple M2 Max', [[32, 1024, 1700]]),
  m('macbook-pro', 2023, '14"', 'Apple M3', [[8, 512, 1050]]),
  m('macbook-pro', 2023, '14"', 'Apple M3 Pro', [[18, 512, 1350]]),
  m('macbook-pro', 2023, '16"', 'Apple M3 Max', [[36, 1024, 2000]]),
  m('macbook-pro', 2024, '14"', 'Apple M4', [[16, 512, 1250]]),
  m('macbook-pro', 2024, '14"', 'Apple M4 Pro', [[24, 512, 1550]]),
  m('macbook-pro', 2024, '16"', 'Apple M4 Max', [[36, 1024, 2300]]),
  m('imac', 2015, '21.5"', 'Intel Core i5', [[8, 1024, 150]]),
  m('imac', 2015, '27" 5K', 'Intel Core i5', [[8, 1024, 220]]),
  m('imac', 2017, '21.5" 4K', 'Intel Core i5', [[8, 1024, 200]]),
  m('imac', 2017, '27" 5K', 'Intel Core i5', [[8, 1024, 300]]),
  m('imac', 2019, '21.5" 4K', 'Intel Core i5', [[8, 1024, 260]]),
  m('imac', 2019, '27" 5K', 'Intel Core i5', [[8, 1024, 380]]),
  m('imac', 2020, '27" 5K', 'Intel Core i7', [[16, 512, 600]]),
  m('imac', 2021, '24"', 'Apple M1', [
    [8, 256, 550],
    [16, 512, 700],
  ]),
  m('imac', 2023, '24"', 'Apple M3', [
    [8, 256, 800],
    [16, 512, 980],
  ]),
  m('imac', 2024, '24"', 'Apple M4', [[16, 256, 1000]]),
  m('mac-mini', 2018, null, 'Intel Core i5', [[8, 256, 220]]),
  m('mac-mini', 2018, null, 'Intel Core i7', [[16, 512, 320]]),
  m('mac-mini', 2020, null, 'Apple M1', [
    [8, 256, 280],
    [16, 512, 380],
  ]),
  m('mac-mini', 2023, null, 'Apple M2', [[8, 256, 360]]),
  m('mac-mini', 2023, null, 'Apple M2 Pro', [[16, 512, 650]]),
  m('mac-mini', 2024, null, 'Apple M4', [[16, 256, 480]]),
  m('mac-mini', 2024, null, 'Apple M4 Pro', [[24, 512, 900]]),
  m('mac-studio', 2022, null, 'Apple M1 Max', [[32, 512, 1100]]),
  m('mac-studio', 2022, null, 'Apple M1 Ultra', [[64, 1024, 1900]]),
  m('mac-studio', 2023, null, 'Apple M2 Max', [[32, 512, 1400]]),
  m('mac-studio', 2023, null, 'Apple M2 Ultra', [[64, 1024, 2400]]),
  m('mac-pro', 2019, null, 'Intel Xeon W 8-core', [[32, 256, 1500]]),
  m('mac-pro', 2019, null, 'Intel Xeon W 16-core', [[96, 2048, 2600]]),
  m('mac-pro', 2023, null, 'Apple M2 Ultra', [[64, 1024, 4200]]),
];

export const tradeInCategorySeeds = [
  { slug: 'macbook-air', name: 'MacBook Air' },
  { slug: 'macbook-pro', name: 'MacBook Pro' },
  { slug: 'imac', name: 'iMac' },
  { slug: 'mac-mini', name: 'Mac mini' },
  { slug: 'mac-studio', name: 'Mac Studio' },
  { slug: 'mac-pro', name: 'Mac Pro' },
] as const;
