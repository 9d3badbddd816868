import { defineChannel } from '../channel.js';

export interface CartDrawerToggle {
  open: boolean;
}

export const cartDrawerToggle = defineChannel<CartDrawerToggle>('checkout:drawer-toggle', { replay: true });
