import { rememberedT, type TranslationSource, type Translate } from '../remembered-t';

/** An i18next-like instance whose texts can change, counting the lookups it makes. */
function fakeInstance(texts: Record<string, string>) {
  const listeners = new Map<string, (() => void)[]>();
  const lookups: string[] = [];
  const emit = (event: string) => listeners.get(event)?.forEach((listener) => listener());
  const instance: TranslationSource = {
    getFixedT: (language, namespace) => (key, options) => {
      lookups.push(String(key));
      const text = texts[`${language}:${namespace}:${String(key)}`] ?? String(key);
      return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name]));
    },
    store: {
      on: (event, listener) => listeners.set(event, [...(listeners.get(event) ?? []), listener]),
    },
  };
  return { instance, lookups, texts, emit };
}

test('the same text asked again is not looked up again', () => {
  const { instance, lookups } = fakeInstance({ 'en:catalog:compare.add': 'Compare' });
  const t = rememberedT(instance, 'en', 'catalog');
  expect([t('compare.add'), t('compare.add'), t('compare.add')]).toEqual(['Compare', 'Compare', 'Compare']);
  expect(lookups).toEqual(['compare.add']);
});

test('each set of values is its own text', () => {
  const { instance, lookups } = fakeInstance({ 'en:catalog:grade': 'Grade {{grade}}' });
  const t = rememberedT(instance, 'en', 'catalog');
  expect([t('grade', { grade: 'A' }), t('grade', { grade: 'B' }), t('grade', { grade: 'A' })]).toEqual(['Grade A', 'Grade B', 'Grade A']);
  // A number and the same digits as a string are told apart.
  expect(t('grade', { grade: 1 })).toBe('Grade 1');
  expect(t('grade', { grade: '1' })).toBe('Grade 1');
  expect(lookups).toHaveLength(4);
});

test('texts added or removed later are looked up again', () => {
  const { instance, texts, emit } = fakeInstance({});
  const t = rememberedT(instance, 'en', 'tradein');
  expect(t('title')).toBe('title');
  texts['en:tradein:title'] = 'Sell your Mac';
  emit('added');
  expect(t('title')).toBe('Sell your Mac');
  delete texts['en:tradein:title'];
  emit('removed');
  expect(t('title')).toBe('title');
});

test('one function per instance, language and namespace, shared by every caller', () => {
  const first = fakeInstance({}).instance;
  const second = fakeInstance({}).instance;
  const t: Translate = rememberedT(first, 'el', 'shell');
  expect(rememberedT(first, 'el', 'shell')).toBe(t);
  expect(rememberedT(first, 'en', 'shell')).not.toBe(t);
  expect(rememberedT(first, 'el', 'catalog')).not.toBe(t);
  expect(rememberedT(second, 'el', 'shell')).not.toBe(t);
});

test('calls with object values or several keys are always looked up', () => {
  const { instance, lookups } = fakeInstance({});
  const t = rememberedT(instance, 'en', 'catalog');
  const date = new Date(0);
  t('updated', { when: date });
  t('updated', { when: date });
  t(['missing', 'fallback']);
  t(['missing', 'fallback']);
  expect(lookups).toHaveLength(4);
});

test('an instance not yet initialised is not remembered', () => {
  const { instance, lookups } = fakeInstance({});
  const early = { getFixedT: instance.getFixedT };
  const t = rememberedT(early, 'en', 'catalog');
  t('title');
  t('title');
  expect(lookups).toHaveLength(2);
  expect(rememberedT(early, 'en', 'catalog')).not.toBe(t);
});

test("with the namespace's own texts, a text made for one instance is not made again for the next", () => {
  const catalogTexts = { en: { 'compare.add': 'Compare' } };
  const first = fakeInstance({ 'en:catalog:compare.add': 'Compare' });
  const second = fakeInstance({ 'en:catalog:compare.add': 'Compare' });
  expect(rememberedT(first.instance, 'en', 'catalog', catalogTexts)('compare.add')).toBe('Compare');
  expect(rememberedT(second.instance, 'en', 'catalog', catalogTexts)('compare.add')).toBe('Compare');
  expect([...first.lookups, ...second.lookups]).toEqual(['compare.add']);
});

test('other texts for the namespace (a newly released remote) are made from them, in each language apart', () => {
  const before = fakeInstance({ 'en:catalog:compare.add': 'Compare' });
  const after = fakeInstance({ 'en:catalog:compare.add': 'Compare side by side', 'el:catalog:compare.add': 'Σύγκριση' });
  expect(rememberedT(before.instance, 'en', 'catalog', { en: {} })('compare.add')).toBe('Compare');
  const released = { en: {}, el: {} };
  expect(rememberedT(after.instance, 'en', 'catalog', released)('compare.add')).toBe('Compare side by side');
  expect(rememberedT(after.instance, 'el', 'catalog', released)('compare.add')).toBe('Σύγκριση');
});

test('a call that names another language or namespace is always looked up', () => {
  const { instance, lookups } = fakeInstance({});
  const t = rememberedT(instance, 'en', 'catalog', {});
  t('title', { lng: 'el' });
  t('title', { lng: 'el' });
  t('title', { ns: 'shell' });
  t('title', { ns: 'shell' });
  expect(lookups).toHaveLength(4);
});
