const key = 'remac.checkout.cartToken';
const countKey = 'remac.checkout.cartCount';
const ownerKey = 'remac.checkout.cartOwner';
const askedKey = 'remac.checkout.memberCartAsked';

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
    else {
      window.localStorage.removeItem(key);
      window.localStorage.removeItem(countKey);
      window.localStorage.removeItem(ownerKey);
    }
  } catch {
    // Private mode without storage: the cart lives as long as the page.
  }
}

/**
 * The item count the visitor last saw, kept beside the token: the badge shows it while the cart
 * cannot be read (API down), instead of a wrong 0. No token, no count.
 */
export function readKnownCartCount(): number {
  try {
    if (!window.localStorage.getItem(key)) return 0;
    const count = Number(window.localStorage.getItem(countKey));
    return Number.isInteger(count) && count > 0 ? count : 0;
  } catch {
    return 0;
  }
}

export function saveKnownCartCount(count: number): void {
  try {
    window.localStorage.setItem(countKey, String(count));
  } catch {
    // Without storage the badge knows the count only while the page is open.
  }
}

/** The member (e-mail) whose cart the token is, once the cart was claimed at login; null for a guest's cart. */
export function readCartOwner(): string | null {
  try {
    return window.localStorage.getItem(ownerKey);
  } catch {
    return null;
  }
}

export function saveCartOwner(email: string): void {
  try {
    window.localStorage.setItem(ownerKey, email);
  } catch {
    // Without storage the cart is claimed again on the next page.
  }
}

/** Whether this visit (tab) has asked the server for the member's cart, which another device may have filled. */
export function askedForMemberCart(email: string): boolean {
  try {
    return window.sessionStorage.getItem(askedKey) === email;
  } catch {
    return false;
  }
}

export function noteAskedForMemberCart(email: string): void {
  try {
    window.sessionStorage.setItem(askedKey, email);
  } catch {
    // Without storage each page asks once.
  }
}
