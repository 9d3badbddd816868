/** A card payment provider. The sandbox is built in; a real provider implements the same interface. */
export interface CardDetails {
  holder: string;
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
}

export type ChargeOutcome =
  { status: 'approved'; reference: string } | { status: 'declined' } | { status: 'service-failure' } | { status: 'invalid-details' };

export interface PaymentProvider {
  readonly name: string;
  charge(request: {
    amountCents: number;
    currency: 'EUR';
    installments: number;
    card: CardDetails;
    reference: string;
  }): Promise<ChargeOutcome>;
}
