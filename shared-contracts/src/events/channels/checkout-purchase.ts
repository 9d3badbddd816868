import { defineChannel } from '../channel.js';

/** Purchase tracking fields of spec §3, for the shell's analytics. Amounts in euros. */
export interface Purchase {
  orderNumber: string;
  total: number;
  currency: 'EUR';
  taxTotal: number;
  shipmentTotal: number;
  orderItems: {
    variant: { sku: string; name: string; label: string };
    product: { brand: string | null; categories: string[] };
    quantity: number;
    price: number;
  }[];
}

export const purchase = defineChannel<Purchase>('checkout:purchase');
