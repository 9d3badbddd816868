import { EXPIRY_MARGIN_MS, LOGOUT_CLEANUP_MS, REFRESH_BEFORE_EXPIRY_MS, REFRESH_HANDOVER_MS } from './session-constants';
import { OAuthFailure, type IssuedTokens } from '../oauth';
import { guestSession, isLoggedIn, type SessionState } from './session-state';
import type { SessionStore } from './session-storage';
import type { RunExclusive } from './run-exclusive';

/** What the page does in answer (clear Apollo's cache, fetch the user, navigate): see use-session-effects. */
export type SessionEvent =
  { type: 'loggedIn' } | { type: 'loggedOut' } | { type: 'cleanedUp' } | { type: 'expired'; lastPath: string | null };

export interface SessionDeps {
  store: SessionStore;
  refresh(refreshToken: string): Promise<IssuedTokens>;
  revoke(token: string): Promise<void>;
  runExclusive: RunExclusive;
  now?: () => number;
}

const refreshLock = 'remac-account-refresh';

/**
 * The member's session (spec §4, §9): one per page, started in the browser only. It keeps the state in
 * the store shared by the tabs, ends it when the token expires, refreshes it before then in one tab at a
 * time, and follows what the other tabs do.
 */
export class SessionManager {
  private state: SessionState = guestSession;
  private started = false;
  /** Whether the last write was stored: without storage, the session lasts as long as the page. */
  private storing = true;
  private timers: ReturnType<typeof setTimeout>[] = [];
  private cleanup: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly eventListeners = new Set<(event: SessionEvent) => unknown>();
  private readonly now: () => number;

  constructor(private readonly deps: SessionDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** Reads the stored session; before this the page shows a guest (the server's and hydration's view). */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.deps.store.onExternalChange(() => this.adoptStored());
    const stored = this.deps.store.read();
    this.state = stored;
    if (stored.token && !isLoggedIn(stored, this.now())) this.expire(false);
    else this.schedule();
    this.notify();
  }

  snapshot = (): SessionState => this.state;

  loggedIn(): boolean {
    return isLoggedIn(this.state, this.now());
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A listener may return a promise: `login` resolves once every listener has finished (cache cleared, user fetched). */
  onEvent(listener: (event: SessionEvent) => unknown): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  login(tokens: IssuedTokens): Promise<void> {
    this.clearCleanup();
    this.apply(tokens, { email: null });
    return this.emit({ type: 'loggedIn' });
  }

  setEmail(email: string): void {
    if (this.state.token) this.update({ email });
  }

  setRedirect(redirect: string | null): void {
    this.update({ redirect });
  }

  /** Remembers the member route the visitor is on (or clears it when they leave it for a public one). */
  visit(path: string | null): void {
    if (this.state.lastPath !== path) this.update({ lastPath: path });
  }

  /** Spec §4: revoke, reset now, clear user data and cached data about 1 s later. The page goes home. */
  logout(): void {
    const token = this.state.refreshToken ?? this.state.token;
    if (token) this.deps.revoke(token).catch(() => undefined);
    this.reset();
    void this.emit({ type: 'loggedOut' });
    this.scheduleCleanup();
  }

  private apply(tokens: IssuedTokens, extra: Partial<SessionState> = {}): void {
    const expiresAt = this.now() + tokens.expires_in * 1000 - EXPIRY_MARGIN_MS;
    this.update({ token: tokens.access_token, refreshToken: tokens.refresh_token, expiresAt, ...extra });
    this.schedule();
  }

  private update(change: Partial<SessionState>): void {
    if (!('token' in change) && this.storing) {
      const stored = this.deps.store.read();
      if (stored.token !== this.state.token || stored.refreshToken !== this.state.refreshToken) {
        // Another tab refreshed or ended the session and this tab has not heard yet: writing this tab's copy would
        // put its older tokens back (and the next refresh with them revokes the session in every tab). The change
        // goes onto what is stored, and this tab takes the stored session.
        this.storing = this.deps.store.write({ ...stored, ...change });
        this.state = { ...this.state, ...change };
        return this.adoptStored();
      }
    }
    this.state = { ...this.state, ...change };
    this.storing = this.deps.store.write(this.state);
    this.notify();
  }

  /** Tokens end; the redirect and the last path stay (the member may log in again and go back). */
  private reset(): void {
    this.clearTimers();
    this.update({ token: null, refreshToken: null, expiresAt: null });
  }

  private schedule(): void {
    this.clearTimers();
    const { expiresAt } = this.state;
    if (!this.state.token || !expiresAt) return;
    const left = expiresAt - this.now();
    this.timers.push(setTimeout(() => this.expire(true), Math.max(0, left)));
    this.timers.push(setTimeout(() => void this.refresh(), Math.max(0, left - REFRESH_BEFORE_EXPIRY_MS)));
  }

  private expire(announce: boolean): void {
    // A tab whose timers ran late (throttled, asleep) may reach the expiry before it hears that another
    // tab refreshed: ending the session would write it out of the store every tab shares.
    const stored = this.deps.store.read();
    if (stored.token !== this.state.token && isLoggedIn(stored, this.now())) return this.adoptStored();
    const { lastPath } = this.state;
    this.reset();
    this.update({ email: null });
    if (announce) void this.emit({ type: 'expired', lastPath });
  }

  /** Only one tab refreshes; a tab that finds the token already rotated by another adopts it. */
  private async refresh(): Promise<void> {
    const used = this.state.refreshToken;
    if (!used) return;
    try {
      await this.deps.runExclusive(refreshLock, async () => {
        const stored = this.deps.store.read();
        if (stored.refreshToken !== used) return this.adoptStored();
        try {
          this.apply(await this.deps.refresh(used));
          await new Promise((resolve) => setTimeout(resolve, REFRESH_HANDOVER_MS));
        } catch (error) {
          if (error instanceof OAuthFailure && error.status === 400) this.expire(true);
          // A network failure keeps the session until its expiry.
        }
      });
    } catch {
      // Another tab holds the lease: its new token arrives through the store.
    }
  }

  /** Another tab logged in, out, or refreshed. */
  private adoptStored(): void {
    const stored = this.deps.store.read();
    const was = this.state;
    if (stored.token === was.token && stored.email === was.email && stored.refreshToken === was.refreshToken) return;
    this.state = stored;
    this.schedule();
    this.notify();
    if (!was.token && stored.token) {
      this.clearCleanup();
      void this.emit({ type: 'loggedIn' });
    } else if (was.token && !stored.token) {
      void this.emit({ type: 'loggedOut' });
      this.scheduleCleanup();
    }
  }

  private scheduleCleanup(): void {
    this.clearCleanup();
    this.cleanup = setTimeout(() => {
      this.cleanup = undefined;
      if (this.state.email) this.update({ email: null });
      void this.emit({ type: 'cleanedUp' });
    }, LOGOUT_CLEANUP_MS);
  }

  private clearCleanup(): void {
    if (this.cleanup) clearTimeout(this.cleanup);
    this.cleanup = undefined;
  }

  private clearTimers(): void {
    this.timers.forEach(clearTimeout);
    this.timers = [];
  }

  private notify(): void {
    this.listeners.forEach((listener) => listener());
  }

  private async emit(event: SessionEvent): Promise<void> {
    await Promise.allSettled([...this.eventListeners].map((listener) => listener(event)));
  }
}
