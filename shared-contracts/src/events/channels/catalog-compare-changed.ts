import { defineChannel } from '../channel.js';

export interface CompareChanged {
  productIds: string[];
  primaryId: string | null;
}

export const compareChanged = defineChannel<CompareChanged>('catalog:compare-changed', { replay: true });
