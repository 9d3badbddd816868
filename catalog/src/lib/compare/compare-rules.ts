/** Product comparison of spec §3: the ids in order of adding, and the primary product. */
export interface CompareState {
  productIds: string[];
  primaryId: string | null;
}

export const compareLimit = 4;
export const emptyCompare: CompareState = { productIds: [], primaryId: null };

export function canAdd(state: CompareState, id: string): boolean {
  return !state.productIds.includes(id) && state.productIds.length < compareLimit;
}

/** The first product added becomes the primary one; a full or duplicate add changes nothing. */
export function addProduct(state: CompareState, id: string): CompareState {
  if (!canAdd(state, id)) return state;
  return { productIds: [...state.productIds, id], primaryId: state.primaryId ?? id };
}

/** Removing the primary product makes the first remaining one primary. */
export function removeProduct(state: CompareState, id: string): CompareState {
  if (!state.productIds.includes(id)) return state;
  const productIds = state.productIds.filter((existing) => existing !== id);
  const primaryId = state.primaryId === id ? (productIds[0] ?? null) : state.primaryId;
  return { productIds, primaryId };
}

export function makePrimary(state: CompareState, id: string): CompareState {
  return state.productIds.includes(id) ? { ...state, primaryId: id } : state;
}

/** Accepts only a well-formed saved state; anything else starts empty. */
export function sanitizeCompare(value: unknown): CompareState {
  if (!value || typeof value !== 'object') return emptyCompare;
  const { productIds, primaryId } = value as Partial<CompareState>;
  if (!Array.isArray(productIds) || !productIds.every((id) => typeof id === 'string')) return emptyCompare;
  const ids = [...new Set(productIds)].slice(0, compareLimit);
  return { productIds: ids, primaryId: typeof primaryId === 'string' && ids.includes(primaryId) ? primaryId : (ids[0] ?? null) };
}
