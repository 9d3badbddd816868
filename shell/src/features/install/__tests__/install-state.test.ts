import {
  dismissalQuietMs,
  nextInstallRecord,
  notInstalled,
  parseInstallRecord,
  showsInstallPrompt,
  storedRecord,
  type InstallRecord,
} from '../install-state';

const now = Date.UTC(2026, 10, 23, 12, 0, 0);
const offered = (record: InstallRecord, at = now) => nextInstallRecord(record, { type: 'prompt-offered', now: at });

describe('install state', () => {
  it('starts as not installed, without a prompt', () => {
    expect(notInstalled.state).toBe('not-installed');
    expect(showsInstallPrompt(notInstalled)).toBe(false);
  });

  it('becomes prompt available when the browser offers installation, and the prompt shows', () => {
    const record = offered(notInstalled);
    expect(record).toEqual({ state: 'prompt-available' });
    expect(showsInstallPrompt(record)).toBe(true);
  });

  it('becomes dismissed with its time when the visitor says not now, and the prompt hides', () => {
    const record = nextInstallRecord(offered(notInstalled), { type: 'dismissed', now });
    expect(record).toEqual({ state: 'dismissed', dismissedAt: now });
    expect(showsInstallPrompt(record)).toBe(false);
  });

  it('stays dismissed when the browser offers again within 30 days', () => {
    const dismissed: InstallRecord = { state: 'dismissed', dismissedAt: now };
    expect(offered(dismissed, now + dismissalQuietMs - 1)).toBe(dismissed);
    expect(showsInstallPrompt(offered(dismissed, now + 29 * 24 * 3600 * 1000))).toBe(false);
  });

  it('offers again once 30 days have passed since the dismissal', () => {
    const dismissed: InstallRecord = { state: 'dismissed', dismissedAt: now };
    expect(offered(dismissed, now + dismissalQuietMs)).toEqual({ state: 'prompt-available' });
  });

  it('becomes installed when the browser reports the installation, from any state', () => {
    for (const record of [notInstalled, offered(notInstalled), { state: 'dismissed', dismissedAt: now } as InstallRecord]) {
      expect(nextInstallRecord(record, { type: 'installed' })).toEqual({ state: 'installed' });
    }
  });

  it('is installed when the shop runs as the installed app', () => {
    expect(nextInstallRecord(notInstalled, { type: 'launched-as-app' })).toEqual({ state: 'installed' });
  });

  it('hides the prompt once the visitor accepts the browser dialog, until the browser reports the installation', () => {
    const accepted = nextInstallRecord(offered(notInstalled), { type: 'accepted' });
    expect(accepted).toEqual(notInstalled);
    expect(showsInstallPrompt(accepted)).toBe(false);
  });

  it('offers again when an installed app was removed (the browser offers only while it is not installed)', () => {
    expect(offered({ state: 'installed' })).toEqual({ state: 'prompt-available' });
  });
});

describe('stored install state', () => {
  it('keeps installed and dismissed with its time', () => {
    const dismissed: InstallRecord = { state: 'dismissed', dismissedAt: now };
    expect(parseInstallRecord(JSON.stringify(storedRecord(dismissed)))).toEqual(dismissed);
    expect(parseInstallRecord(JSON.stringify(storedRecord({ state: 'installed' })))).toEqual({ state: 'installed' });
  });

  it('does not keep a page offer: the next page starts as not installed until the browser offers again', () => {
    expect(storedRecord({ state: 'prompt-available' })).toEqual(notInstalled);
    expect(parseInstallRecord('{"state":"prompt-available"}')).toEqual(notInstalled);
  });

  it('reads nothing, broken JSON or a foreign shape as not installed', () => {
    for (const raw of [
      null,
      '',
      '{',
      'null',
      '42',
      '{"state":"maybe"}',
      '{"state":"dismissed"}',
      '{"state":"dismissed","dismissedAt":"x"}',
    ]) {
      expect(parseInstallRecord(raw)).toEqual(notInstalled);
    }
  });
});
