import { randomUUID } from 'node:crypto';
import type { ChargeOutcome, PaymentProvider } from './payment-provider.js';

/** Test card numbers (any future expiry, any CVV); any other valid card is approved. */
export const sandboxCards = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  serviceFailure: '4000000000000119',
  invalidDetails: '4000000000000127',
} as const;

export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async charge({ card }): Promise<ChargeOutcome> {
    switch (card.number) {
      case sandboxCards.declined:
        return { status: 'declined' };
      case sandboxCards.serviceFailure:
        return { status: 'service-failure' };
      case sandboxCards.invalidDetails:
        return { status: 'invalid-details' };
      default:
        return { status: 'approved', reference: `sandbox_${randomUUID()}` };
    }
  },
};
