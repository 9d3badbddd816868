/**
 * Greek law (ν. 4446/2016, art. 69) caps cash payments between a business and a consumer at €500: cash on delivery
 * and cash at pickup are refused above it. Compared with the order's total (goods and shipping).
 */
export const CASH_LIMIT_CENTS = 50_000;
