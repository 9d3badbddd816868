/**
 * Install-as-app states (spec §1). `prompt-available`: the browser offered installation in this page
 * (it is never stored as such: the offer belongs to the page that received it). `dismissed` keeps the
 * time of the dismissal so the prompt stays away for a while.
 */
export type InstallState = 'not-installed' | 'prompt-available' | 'installed' | 'dismissed';

export interface InstallRecord {
  state: InstallState;
  /** Milliseconds since the epoch, for `dismissed`. */
  dismissedAt?: number;
}

export type InstallEvent =
  | { type: 'prompt-offered'; now: number }
  | { type: 'dismissed'; now: number }
  | { type: 'accepted' }
  | { type: 'installed' }
  | { type: 'launched-as-app' };

/** How long a dismissal keeps the prompt away. */
export const dismissalQuietMs = 30 * 24 * 60 * 60 * 1000;

export const notInstalled: InstallRecord = { state: 'not-installed' };

function dismissalOver(record: InstallRecord, now: number): boolean {
  return record.dismissedAt === undefined || now - record.dismissedAt >= dismissalQuietMs;
}

export function nextInstallRecord(record: InstallRecord, event: InstallEvent): InstallRecord {
  switch (event.type) {
    case 'installed':
    case 'launched-as-app':
      return { state: 'installed' };
    case 'accepted':
      // The browser installs next and says so with `appinstalled`; until then nothing is known.
      return record.state === 'prompt-available' ? notInstalled : record;
    case 'dismissed':
      return { state: 'dismissed', dismissedAt: event.now };
    case 'prompt-offered':
      // The browser offers installation only while the app is not installed (it may have been removed).
      if (record.state === 'dismissed' && !dismissalOver(record, event.now)) return record;
      return { state: 'prompt-available' };
  }
}

export function showsInstallPrompt(record: InstallRecord): boolean {
  return record.state === 'prompt-available';
}

/** What is kept in local storage: a page's offer is not (the next page may get none). */
export function storedRecord(record: InstallRecord): InstallRecord {
  return record.state === 'prompt-available' ? notInstalled : record;
}

const states: readonly InstallState[] = ['not-installed', 'prompt-available', 'installed', 'dismissed'];

/** A stored record, or `not-installed` for anything unreadable. */
export function parseInstallRecord(raw: string | null): InstallRecord {
  if (!raw) return notInstalled;
  try {
    const value = JSON.parse(raw) as Partial<InstallRecord> | null;
    if (!value || !states.includes(value.state as InstallState)) return notInstalled;
    if (value.state === 'dismissed') {
      return typeof value.dismissedAt === 'number' ? { state: 'dismissed', dismissedAt: value.dismissedAt } : notInstalled;
    }
    return storedRecord({ state: value.state as InstallState });
  } catch {
    return notInstalled;
  }
}
