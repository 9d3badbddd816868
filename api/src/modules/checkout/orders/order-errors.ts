/** Thrown inside the order transaction to roll it back with a caller-visible status. */
export class OrderAbort extends Error {
  constructor(
    readonly status: 'INSUFFICIENT_STOCK' | 'PAYMENT_DECLINED' | 'PAYMENT_SERVICE_FAILED' | 'PAYMENT_INVALID' | 'ERROR',
    readonly field?: string,
  ) {
    super(status);
  }
}

export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
