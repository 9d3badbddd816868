import type { ImageData, Localized } from '../db/types.js';

export interface OptionChoice {
  type: string;
  value: string;
  label: Localized;
}

export interface VariantRecord {
  sku: string;
  isMaster: boolean;
  priceCents: number;
  salePriceCents: number | null;
  onHand: number;
  backorderable: boolean;
  options: OptionChoice[];
}

export interface ProductRecord {
  slug: string;
  sku: string;
  name: Localized;
  excerpt: Localized;
  description: Localized;
  status: 'active' | 'draft' | 'archived';
  images: ImageData[];
  /** Category slug first, then condition, then grade. */
  taxons: string[];
  createdAt: Date;
  variants: VariantRecord[];
  properties: { internalName: string; value: Localized }[];
  warranties: string[];
  family: string;
}

export const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Euros to cents, rounded to a shop price ending in 9 (e.g. 737.6 → 739). */
export const shopPrice = (euros: number) => (Math.ceil(euros / 10) * 10 - 1) * 100;
