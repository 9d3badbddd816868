/** The order/request state labels of spec §4, as texts of the visitor's language (an unknown one as is). */
export const requestStates = [
  'none',
  'created',
  'pending',
  'approved',
  'completed',
  'canceled',
  'processing',
  'refunded',
  'failed',
  'ready',
  'shipped',
  'returned',
] as const;

export function stateLabel(state: string, t: (key: string) => string): string {
  return (requestStates as readonly string[]).includes(state) ? t(`states.${state}`) : state;
}
