import { languageSubscription, type LanguageEvents } from '../language-subscription';

function fakeInstance() {
  const listeners = new Set<() => void>();
  const instance: LanguageEvents = {
    on: (_event, listener) => listeners.add(listener),
    off: (_event, listener) => listeners.delete(listener),
  };
  return { instance, listeners, change: () => listeners.forEach((listener) => listener()) };
}

it('gives one subscribe function per instance, so a component keeps its subscription across renders', () => {
  const first = fakeInstance();
  const second = fakeInstance();
  expect(languageSubscription(first.instance)).toBe(languageSubscription(first.instance));
  expect(languageSubscription(second.instance)).not.toBe(languageSubscription(first.instance));
});

it('calls back on each language change until unsubscribed', () => {
  const { instance, listeners, change } = fakeInstance();
  const onChange = jest.fn();
  const unsubscribe = languageSubscription(instance)(onChange);
  change();
  expect(onChange).toHaveBeenCalledTimes(1);
  unsubscribe();
  change();
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(listeners.size).toBe(0);
});
