const key = 'remac.checkout.cartToken';

/** The guest cart token survives reloads (spec §9: local storage). */
export function readCartToken(): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function saveCartToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(key, token);
    else window.localStorage.removeItem(key);
  } catch {
    // Private mode without storage: the cart lives as long as the page.
  }
}
