import { OAuthFailure, type IssuedTokens } from '../../oauth';
import { SessionManager, type SessionEvent } from '../session-manager';
import { guestSession, type SessionState } from '../session-state';
import type { SessionStore } from '../session-storage';
import type { RunExclusive } from '../run-exclusive';
import { expiryRedirect } from '../expiry-redirect';
import { REFRESH_HANDOVER_MS } from '../session-constants';

/** Local storage shared by the tabs of one browser: a write is heard by the other tabs, not the writer. */
function sharedStorage() {
  let text: string | null = null;
  const tabs = new Set<{ listener: () => void }>();
  const storeForTab = (): SessionStore => {
    const tab = { listener: () => undefined as void };
    tabs.add(tab);
    return {
      read: () => (text ? (JSON.parse(text) as SessionState) : guestSession),
      write: (state) => {
        text = JSON.stringify(state);
        tabs.forEach((other) => other !== tab && other.listener());
        return true;
      },
      onExternalChange: (listener) => {
        tab.listener = listener;
        return () => undefined;
      },
    };
  };
  return { storeForTab, read: () => (text ? (JSON.parse(text) as SessionState) : guestSession) };
}

/** The Web Locks API's promise: one holder at a time, the others wait. */
function sharedLock(): RunExclusive {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(_name: string, task: () => Promise<T>) => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** The API's refresh grant: a refresh token works once; reusing it revokes the family. */
function fakeServer() {
  let counter = 0;
  const valid = new Set<string>();
  let revokedFamily = false;
  const issue = (): IssuedTokens => {
    counter += 1;
    valid.add(`refresh-${counter}`);
    return { access_token: `access-${counter}`, refresh_token: `refresh-${counter}`, expires_in: 600 };
  };
  return {
    issue,
    refreshCalls: 0,
    revoked: [] as string[],
    get familyRevoked() {
      return revokedFamily;
    },
    async refresh(token: string) {
      this.refreshCalls += 1;
      if (!valid.delete(token)) {
        revokedFamily = true;
        throw new OAuthFailure(400, 'invalid_grant', 'Your session has expired. Please log in again.');
      }
      return issue();
    },
    async revoke(token: string) {
      this.revoked.push(token);
    },
  };
}

const start = new Date('2026-11-23T10:00:00Z').getTime();

function tab(storage: ReturnType<typeof sharedStorage>, server: ReturnType<typeof fakeServer>, lock: RunExclusive = sharedLock()) {
  const manager = new SessionManager({
    store: storage.storeForTab(),
    refresh: (token) => server.refresh(token),
    revoke: (token) => server.revoke(token),
    runExclusive: lock,
  });
  const events: SessionEvent[] = [];
  manager.onEvent((event) => events.push(event));
  manager.start();
  return { manager, events };
}

/** A tab on the given store and lock that hears no storage event from the others (a throttled or sleeping one). */
function unhearingTab(store: SessionStore, server: ReturnType<typeof fakeServer>, lock: RunExclusive) {
  return new SessionManager({
    store: { ...store, onExternalChange: () => () => undefined },
    refresh: (token) => server.refresh(token),
    revoke: (token) => server.revoke(token),
    runExclusive: lock,
  });
}

/** The lock of a tab whose own refresh never gets its turn. */
const neverLocks: RunExclusive = () => new Promise(() => undefined);

/** Lets the promises of a refresh settle between fake-timer steps. */
async function settle() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

beforeEach(() => {
  jest.useFakeTimers({ now: start });
});
afterEach(() => jest.useRealTimers());

describe('session expiry and refresh (spec §4, §9)', () => {
  it('sets the expiry 5 s before the lifetime the server states', () => {
    const server = fakeServer();
    const { manager } = tab(sharedStorage(), server);
    manager.login(server.issue());
    expect(manager.snapshot().expiresAt).toBe(start + 600_000 - 5_000);
  });

  it('refreshes 10 s before the expiry, not earlier, and keeps the member logged in', async () => {
    const server = fakeServer();
    const { manager } = tab(sharedStorage(), server);
    manager.login(server.issue());
    jest.advanceTimersByTime(600_000 - 5_000 - 10_000 - 1);
    await settle();
    expect(server.refreshCalls).toBe(0);
    jest.advanceTimersByTime(1);
    await settle();
    expect(server.refreshCalls).toBe(1);
    expect(manager.snapshot().token).toBe('access-2');
    expect(manager.snapshot().expiresAt).toBe(start + 585_000 + 595_000);
    expect(manager.loggedIn()).toBe(true);
  });

  it('ends the session at the expiry when the refresh did not come through, and says where the visitor was', async () => {
    const server = fakeServer();
    server.refresh = async () => {
      throw new TypeError('Failed to fetch');
    };
    const { manager, events } = tab(sharedStorage(), server);
    manager.login(server.issue());
    manager.visit('/en/orders');
    jest.advanceTimersByTime(595_000 - 1);
    await settle();
    expect(manager.loggedIn()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(manager.loggedIn()).toBe(false);
    expect(manager.snapshot().token).toBeNull();
    expect(events).toContainEqual({ type: 'expired', lastPath: '/en/orders' });
  });

  it('forgets a stored session that expired while no tab was open, without a redirect', () => {
    const storage = sharedStorage();
    const server = fakeServer();
    tab(storage, server).manager.login(server.issue());
    jest.setSystemTime(start + 600_000);
    const later = tab(storage, server);
    expect(later.manager.loggedIn()).toBe(false);
    expect(later.events).toEqual([]);
  });
});

describe('redirect on expiry (spec §4)', () => {
  it('goes to login, back to the page afterwards, only if the visitor is still on the last protected path', () => {
    expect(expiryRedirect('/en/orders', '/en/orders', 'en')).toBe('/en/auth/login?redirect=%2Fen%2Forders');
    expect(expiryRedirect('/orders/RM-1', '/orders/RM-1', 'el')).toBe('/auth/login?redirect=%2Forders%2FRM-1');
    expect(expiryRedirect('/en/orders', '/en/products', 'en')).toBeNull();
    expect(expiryRedirect(null, '/en/products', 'en')).toBeNull();
  });
});

describe('logout (spec §4)', () => {
  it('revokes, resets at once, and clears the user data and cached data about 1 s later', () => {
    const server = fakeServer();
    const { manager, events } = tab(sharedStorage(), server);
    manager.login(server.issue());
    manager.setEmail('member@example.com');
    manager.logout();
    expect(server.revoked).toEqual(['refresh-1']);
    expect(manager.loggedIn()).toBe(false);
    expect(events.at(-1)).toEqual({ type: 'loggedOut' });
    jest.advanceTimersByTime(999);
    expect(manager.snapshot().email).toBe('member@example.com');
    expect(events).not.toContainEqual({ type: 'cleanedUp' });
    jest.advanceTimersByTime(1);
    expect(manager.snapshot().email).toBeNull();
    expect(events.at(-1)).toEqual({ type: 'cleanedUp' });
  });
});

describe('several tabs', () => {
  it('logs the other tabs in and out with the first', () => {
    const storage = sharedStorage();
    const server = fakeServer();
    const first = tab(storage, server);
    const second = tab(storage, server);
    first.manager.login(server.issue());
    expect(second.manager.loggedIn()).toBe(true);
    expect(second.events).toEqual([{ type: 'loggedIn' }]);
    first.manager.logout();
    expect(second.manager.loggedIn()).toBe(false);
    expect(second.events.at(-1)).toEqual({ type: 'loggedOut' });
    jest.advanceTimersByTime(1_000);
    expect(second.events.at(-1)).toEqual({ type: 'cleanedUp' });
  });

  it('refreshes in one tab only; the other adopts the rotated token instead of reusing the old one', async () => {
    const storage = sharedStorage();
    const server = fakeServer();
    const lock = sharedLock();
    const first = tab(storage, server, lock);
    const second = tab(storage, server, lock);
    first.manager.login(server.issue());
    jest.advanceTimersByTime(585_000);
    await settle();
    expect(server.refreshCalls).toBe(1);
    expect(server.familyRevoked).toBe(false);
    expect(first.manager.snapshot().refreshToken).toBe('refresh-2');
    expect(second.manager.snapshot().refreshToken).toBe('refresh-2');
    jest.advanceTimersByTime(20_000);
    await settle();
    expect(first.manager.loggedIn()).toBe(true);
    expect(second.manager.loggedIn()).toBe(true);
  });

  it('adopts a token rotated by a tab whose storage event has not arrived yet', async () => {
    const storage = sharedStorage();
    const server = fakeServer();
    const lock = sharedLock();
    const first = tab(storage, server, lock);
    first.manager.login(server.issue());
    // A tab that hears nothing from the others: it finds the rotation in storage once it holds the lock.
    const deaf = unhearingTab(storage.storeForTab(), server, lock);
    deaf.start();
    jest.advanceTimersByTime(585_000);
    await settle();
    // The refreshing tab keeps the lock a moment after storing the new tokens (local storage reaches tabs late).
    jest.advanceTimersByTime(REFRESH_HANDOVER_MS);
    await settle();
    expect(server.refreshCalls).toBe(1);
    expect(server.familyRevoked).toBe(false);
    expect(deaf.snapshot().refreshToken).toBe('refresh-2');
  });

  it("a tab reaching its expiry before it heard of another tab's refresh takes the new token, logging no tab out", async () => {
    const storage = sharedStorage();
    const server = fakeServer();
    const first = tab(storage, server);
    first.manager.login(server.issue());
    // A throttled or sleeping tab: its storage events and its own refresh are late; its expiry timer is not.
    const late = unhearingTab(storage.storeForTab(), server, neverLocks);
    const lateEvents: SessionEvent[] = [];
    late.onEvent((event) => lateEvents.push(event));
    late.start();
    jest.advanceTimersByTime(585_000);
    await settle();
    expect(first.manager.snapshot().refreshToken).toBe('refresh-2');

    jest.advanceTimersByTime(10_000);
    await settle();
    expect(late.loggedIn()).toBe(true);
    expect(late.snapshot().token).toBe('access-2');
    expect(lateEvents).not.toContainEqual(expect.objectContaining({ type: 'expired' }));
    expect(first.manager.loggedIn()).toBe(true);
    expect(storage.read().token).toBe('access-2');
  });

  it("a tab that has not heard of another tab's refresh writes its own change onto the new token, not its old one", async () => {
    const storage = sharedStorage();
    const server = fakeServer();
    const lock = sharedLock();
    const first = tab(storage, server, lock);
    first.manager.login(server.issue());
    const deaf = unhearingTab(storage.storeForTab(), server, neverLocks);
    deaf.start();
    jest.advanceTimersByTime(585_000);
    await settle();
    expect(storage.read().refreshToken).toBe('refresh-2');

    // Before it hears of the refresh, the deaf tab's visitor moves to a member page.
    deaf.visit('/en/orders');
    expect(storage.read()).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2', lastPath: '/en/orders' });
    expect(deaf.snapshot().refreshToken).toBe('refresh-2');
    // The next refresh uses the current token: nobody is logged out.
    jest.advanceTimersByTime(585_000);
    await settle();
    expect(server.familyRevoked).toBe(false);
    expect(first.manager.loggedIn()).toBe(true);
    expect(deaf.loggedIn()).toBe(true);
  });

  it('without storage, a change of the visited path keeps the session of the page', () => {
    const server = fakeServer();
    const manager = unhearingTab(
      { read: () => guestSession, write: () => false, onExternalChange: () => () => undefined },
      server,
      sharedLock(),
    );
    manager.start();
    void manager.login(server.issue());
    manager.visit('/en/orders');
    manager.setEmail('member@example.gr');
    expect(manager.loggedIn()).toBe(true);
    expect(manager.snapshot()).toMatchObject({ token: 'access-1', lastPath: '/en/orders', email: 'member@example.gr' });
  });
});
