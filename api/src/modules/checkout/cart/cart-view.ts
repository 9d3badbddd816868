import type { Localized } from '../../../db/types.js';

export interface CartLine {
  variant_id: number;
  product_id: number;
  slug: string;
  sku: string;
  name: Localized;
  label_el: string | null;
  label_en: string | null;
  quantity: number;
  unit_cents: number;
  on_hand: number;
  backorderable: boolean;
  purchasable: boolean;
}

/** What the Cart type resolves from: the cart row plus its lines with live prices and stock. */
export interface CartView {
  id: number;
  token: string;
  expires_at: Date | string;
  lines: CartLine[];
}

export const subtotalOf = (lines: CartLine[]) => lines.reduce((sum, line) => sum + line.unit_cents * line.quantity, 0);
export const totalItemsOf = (lines: CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
