interface TawkApi {
  onLoad?: () => void;
  maximize?: () => void;
}
declare global {
  interface Window {
    Tawk_API?: TawkApi;
    Tawk_LoadStart?: Date;
  }
}

/** Prepares tawk.to's global before its script runs: it calls `onLoad` once its widget is on the page. */
export function prepareTawk(onReady: () => void): TawkApi {
  const api = (window.Tawk_API ??= {});
  window.Tawk_LoadStart = new Date();
  api.onLoad = onReady;
  return api;
}
