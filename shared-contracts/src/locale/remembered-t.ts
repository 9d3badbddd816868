/** A translate function as i18next's `getFixedT` makes it, as far as remembering its texts needs. */
export type Translate = (key: string | readonly string[], options?: Record<string, unknown>) => unknown;

/** What of an i18next instance `rememberedT` needs: fixed `t`s, and word of texts added or removed. */
export interface TranslationSource {
  getFixedT(language: string, namespace: string): Translate;
  store?: { on(event: 'added' | 'removed', listener: () => void): unknown };
}

/** Past this many texts a function starts again: prices and counts would otherwise keep adding texts for the whole visit. */
const maxTexts = 1000;

interface InstanceTexts {
  /** Counts the instance's resource changes: a text made before one may be out of date. */
  generation: number;
  translators: Map<string, Translate>;
}

const instances = new WeakMap<TranslationSource, InstanceTexts>();

/** The identity of a call whose text can be remembered: a single key, and options of plain values only. */
function callId(key: string | readonly string[], options: Record<string, unknown> | undefined): string | null {
  if (typeof key !== 'string') return null;
  let id = key;
  for (const name in options) {
    const value = options[name];
    if (typeof value === 'function' || (typeof value === 'object' && value !== null)) return null;
    id += `\u0000${name}\u0001${typeof value}\u0001${String(value)}`;
  }
  return id;
}

function remembering(translate: Translate, texts: InstanceTexts): Translate {
  const made = new Map<string, unknown>();
  let generation = texts.generation;
  return (key, options) => {
    const id = callId(key, options);
    if (id === null) return translate(key, options);
    if (generation !== texts.generation || made.size >= maxTexts) {
      made.clear();
      generation = texts.generation;
    }
    if (made.has(id)) return made.get(id);
    const text = translate(key, options);
    if (typeof text === 'string') made.set(id, text);
    return text;
  };
}

/**
 * i18next's fixed `t` for one language and namespace, one function per instance that every component
 * shares, remembering the texts it has made until the instance's texts change. A page asks for the same
 * texts over and over (a listing's 24 cards: ~180 calls for ~60 texts) and each i18next lookup walks key
 * paths, fallback languages and interpolation: on the server that was 8 % of a page's render.
 */
export function rememberedT(instance: TranslationSource, language: string, namespace: string): Translate {
  const { store } = instance;
  // Not initialised yet: nothing would say when its texts arrive.
  if (!store) return instance.getFixedT(language, namespace);
  let texts = instances.get(instance);
  if (!texts) {
    const created: InstanceTexts = { generation: 0, translators: new Map() };
    const changed = () => void (created.generation += 1);
    store.on('added', changed);
    store.on('removed', changed);
    instances.set(instance, created);
    texts = created;
  }
  const id = `${language}\u0000${namespace}`;
  let translate = texts.translators.get(id);
  if (!translate) {
    translate = remembering(instance.getFixedT(language, namespace), texts);
    texts.translators.set(id, translate);
  }
  return translate;
}
