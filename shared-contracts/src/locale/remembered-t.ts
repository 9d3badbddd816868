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

/** Options that take a text from another language or namespace than the function's. */
const elsewhere = new Set(['lng', 'lngs', 'fallbackLng', 'ns']);

/** The identity of a call whose text can be remembered: a single key, and options of plain values only. */
function callId(key: string | readonly string[], options: Record<string, unknown> | undefined): string | null {
  if (typeof key !== 'string') return null;
  let id = key;
  for (const name in options) {
    if (elsewhere.has(name)) return null;
    const value = options[name];
    if (typeof value === 'function' || (typeof value === 'object' && value !== null)) return null;
    id += `\u0000${name}\u0001${typeof value}\u0001${String(value)}`;
  }
  return id;
}

/** Texts made from a namespace's own texts (by their object), per language: the same for every instance holding them. */
const madeFromTexts = new WeakMap<object, Map<string, Map<string, unknown>>>();

function madeFrom(texts: object, language: string): Map<string, unknown> {
  let byLanguage = madeFromTexts.get(texts);
  if (!byLanguage) {
    byLanguage = new Map();
    madeFromTexts.set(texts, byLanguage);
  }
  let made = byLanguage.get(language);
  if (!made) {
    made = new Map();
    byLanguage.set(language, made);
  }
  return made;
}

/** Remembers what `translate` makes in `made`, forgetting it all when `isOutOfDate` says the texts changed. */
function remembering(translate: Translate, made: Map<string, unknown>, isOutOfDate: () => boolean): Translate {
  return (key, options) => {
    const id = callId(key, options);
    if (id === null) return translate(key, options);
    if (isOutOfDate() || made.size >= maxTexts) made.clear();
    if (made.has(id)) return made.get(id);
    const text = translate(key, options);
    if (typeof text === 'string') made.set(id, text);
    return text;
  };
}

/** Remembering for as long as the instance's texts stay as they are. */
function rememberingForInstance(translate: Translate, texts: InstanceTexts): Translate {
  let generation = texts.generation;
  return remembering(translate, new Map(), () => {
    if (generation === texts.generation) return false;
    generation = texts.generation;
    return true;
  });
}

/**
 * i18next's fixed `t` for one language and namespace, one function per instance that every component
 * shares, remembering the texts it has made until the instance's texts change. A page asks for the same
 * texts over and over (a listing's 24 cards: ~180 calls for ~60 texts) and each i18next lookup walks key
 * paths, fallback languages and interpolation: on the server that was 8 % of a page's render.
 *
 * `texts`: the namespace's own texts (every language), when the caller put exactly these, never changed,
 * into the instance. The texts made are then remembered with them, for every instance that holds them:
 * each server render has its own instance, and would otherwise make the same texts again on every page.
 */
export function rememberedT(instance: TranslationSource, language: string, namespace: string, texts?: object): Translate {
  const { store } = instance;
  // Not initialised yet: nothing would say when its texts arrive.
  if (!store) return instance.getFixedT(language, namespace);
  let own = instances.get(instance);
  if (!own) {
    const created: InstanceTexts = { generation: 0, translators: new Map() };
    const changed = () => void (created.generation += 1);
    store.on('added', changed);
    store.on('removed', changed);
    instances.set(instance, created);
    own = created;
  }
  const id = `${language}\u0000${namespace}`;
  let translate = own.translators.get(id);
  if (!translate) {
    const fixedT = instance.getFixedT(language, namespace);
    translate = texts ? remembering(fixedT, madeFrom(texts, language), () => false) : rememberingForInstance(fixedT, own);
    own.translators.set(id, translate);
  }
  return translate;
}
