/**
 * Margin scheme for used goods: VAT is 24% of the margin, included in the price (VAT = margin × 24/124).
 * Purchase costs are not in the catalogue yet, so the margin is taken as a fixed share of the selling price.
 */
export const ASSUMED_MARGIN_SHARE = 0.2;
export const VAT_RATE = 0.24;

export function marginVatCents(
  unitCents: number,
  quantity: number,
  costCents = Math.round(unitCents * (1 - ASSUMED_MARGIN_SHARE)),
): number {
  const margin = Math.max(0, unitCents - costCents) * quantity;
  return Math.round((margin * VAT_RATE * 100) / (100 + VAT_RATE * 100));
}

export interface TotalsLine {
  unitCents: number;
  quantity: number;
}

export function orderTotals(lines: TotalsLine[], shipmentCents: number) {
  const subtotal = lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0);
  const tax = lines.reduce((sum, l) => sum + marginVatCents(l.unitCents, l.quantity), 0);
  return { subtotal, shipment: shipmentCents, tax, total: subtotal + shipmentCents };
}
