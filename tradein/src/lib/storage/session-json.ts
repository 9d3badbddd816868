function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage is blocked (privacy mode, sandboxed frame): behave as if nothing is saved.
    return undefined;
  }
}

export function readSession<T>(key: string): T | undefined {
  try {
    const text = session()?.getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function writeSession(key: string, value: unknown): void {
  try {
    if (value === undefined) session()?.removeItem(key);
    else session()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or blocked storage: the state just is not remembered.
  }
}
