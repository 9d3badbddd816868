/** What of an i18next instance a language subscription needs. */
export interface LanguageEvents {
  on(event: 'languageChanged', listener: () => void): unknown;
  off(event: 'languageChanged', listener: () => void): unknown;
}

type Subscribe = (onChange: () => void) => () => void;
const subscriptions = new WeakMap<LanguageEvents, Subscribe>();

/**
 * `useSyncExternalStore`'s subscribe for an i18next instance's language: one function per instance, so React keeps
 * a component's subscription across renders instead of renewing it on each.
 */
export function languageSubscription(instance: LanguageEvents): Subscribe {
  let subscribe = subscriptions.get(instance);
  if (!subscribe) {
    subscribe = (onChange) => {
      instance.on('languageChanged', onChange);
      return () => instance.off('languageChanged', onChange);
    };
    subscriptions.set(instance, subscribe);
  }
  return subscribe;
}
