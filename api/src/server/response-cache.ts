import { liveQueryPattern } from '../modules/checkout/checkout-resolvers.js';
import { createHash } from 'node:crypto';

interface Entry {
  expires: number;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * A small per-process cache of anonymous catalogue query responses (spec: catalogue data may be cached).
 * Each API process fills its own; nothing in it is needed by another process, so the API stays stateless.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs: number, private readonly maxEntries = 2000) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  /** Only queries without credentials and without any mutation are cacheable. */
  keyFor(parts: { method: string; tenant: string; locale: string; accept?: string; authorization?: string; url: string; body?: Buffer }): string | null {
    if (!this.enabled || parts.authorization || (parts.method !== 'GET' && parts.method !== 'POST')) return null;
    const text = parts.body ? parts.body.toString('utf8') : decodeURIComponent(parts.url);
    if (/\bmutation\b/i.test(text) || /\bsubscription\b/i.test(text)) return null;
    if (liveQueryPattern.test(text)) return null;
    return createHash('sha1').update(`${parts.method}\n${parts.tenant}\n${parts.locale}\n${parts.accept ?? ''}\n${parts.url}\n`).update(text).digest('base64');
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: Omit<Entry, 'expires'>): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { ...entry, expires: Date.now() + this.ttlMs });
  }
}
