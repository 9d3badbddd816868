/** Spec §9: the session ends 5 s before the lifetime the server states, and refreshes 10 s before it ends. */
export const EXPIRY_MARGIN_MS = 5_000;
export const REFRESH_BEFORE_EXPIRY_MS = 10_000;
/** Spec §4/§9: user data and cached data are cleared about 1 s after logout. */
export const LOGOUT_CLEANUP_MS = 1_000;
/**
 * How long the tab that refreshed keeps the refresh lock after storing the new tokens: local storage reaches the
 * other tabs asynchronously, and a tab taking the lock at once could still read the rotated token and present it
 * again, which revokes the session everywhere (seen 31 ms after the write).
 */
export const REFRESH_HANDOVER_MS = 1_000;
