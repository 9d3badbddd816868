type Area = 'local' | 'session';

function area(kind: Area): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage is blocked (privacy mode, sandboxed frame): behave as if nothing is saved.
    return undefined;
  }
}

export function readJson<T>(kind: Area, key: string): T | undefined {
  try {
    const text = area(kind)?.getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function writeJson(kind: Area, key: string, value: unknown): void {
  try {
    area(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or blocked storage: the state just is not remembered.
  }
}
