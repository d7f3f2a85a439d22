import type { Messages } from '@lingui/core';
import type { Locale } from './locale';

/**
 * Every language's messages are precompiled in Lingui's message format (compileCatalogMessage: plain text,
 * or text with `{name}` placeholders as tokens) and read here: a lookup and the placeholders filled, which is
 * all Lingui's runtime (`i18n._`) does with such messages (i18n.test.tsx compares them). So no page loads an
 * i18n runtime before its first render: a Hindi page fetches only its Hindi catalogs, and /booking and the
 * home page keep DESIGN.md §6's 170 KB bar in Hindi as in English (README "Languages": @lingui/core cost
 * a Hindi page 2.2 KB). A catalog needing plural or select rules would need Lingui's compiler and runtime:
 * compileCatalogMessage refuses such a message rather than show it wrong.
 */

/** A precompiled message with its placeholders filled, as Lingui's runtime fills ours (placeholders only). */
function fill(message: Messages[string], values?: MessageValues): string {
  const tokens = message as unknown as Array<string | [string]>;
  return tokens.map((t) => (typeof t === 'string' ? t : String(values?.[t[0]] ?? ''))).join('');
}

/**
 * A message precompiled as Lingui's runtime takes it (no compiler in the bundle): text with `{name}`
 * placeholders → ["text ", ["name"], "."]. Our catalogs use placeholders only; a plural or
 * select (`{n, plural, …}`) throws.
 */
export function compileCatalogMessage(message: string): Messages[string] {
  if (/\{\s*\w+\s*,/.test(message))
    throw new Error(`i18n: plural or select needs Lingui's compiler: ${message}`);
  const tokens: Array<string | [string]> = [];
  message.split(/\{(\w+)\}/).forEach((part, i) => {
    if (i % 2) tokens.push([part]);
    else if (part) tokens.push(part);
  });
  return tokens as unknown as Messages[string];
}

export type MessageValues = Record<string, string | number>;
export type Translate<K extends string> = (key: K, values?: MessageValues) => string;
type HindiOf<E> = { readonly [K in keyof E]: string };

export interface Catalog<K extends string> {
  namespace: string;
  en: Readonly<Record<K, string>>;
  /** Whether `locale`'s messages are here (English always is; Hindi comes as its own chunk). */
  loaded(locale: Locale): boolean;
  load(locale: Locale): Promise<void>;
  /** The message of `key` in `locale` (English until that language's chunk is here), placeholders filled. */
  translate(locale: Locale): Translate<K>;
  /** A text that arrived in English (a schema's error message) in `locale`; a text this catalog does not hold stays as it is. */
  translateText(locale: Locale, english: string): string;
}

// Every catalog defined so far, the language to fetch for those defined later, and who re-renders when one arrives.
const catalogs: Array<{ load(locale: Locale): Promise<void> }> = [];
let wanted: Locale = 'en';
let version = 0;
const listeners = new Set<() => void>();

export const catalogsVersion = () => version;
export function subscribeCatalogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Fetches `locale`'s messages of every catalog (and of those defined later); resolves when they are here. */
export function loadCatalogs(locale: Locale): Promise<void> {
  wanted = locale;
  return Promise.all(catalogs.map((catalog) => catalog.load(locale))).then(() => undefined);
}

/**
 * A feature's messages. English holds the spec's strings exactly and ships with the feature; Hindi is a
 * module of its own (`() => import('./x.hi')`), fetched only when the page is Hindi, and must name every
 * key English has (the type says so), so a covered screen is never half translated.
 */
export function defineCatalog<const E extends Record<string, string>>(
  namespace: string,
  en: E,
  hi: () => Promise<{ default: HindiOf<E> }>,
): Catalog<Extract<keyof E, string>> {
  const compile = (source: Record<string, string>) => {
    const messages: Messages = {};
    for (const [key, text] of Object.entries(source))
      messages[`${namespace}.${key}`] = compileCatalogMessage(text);
    return messages;
  };
  const messages: Partial<Record<Locale, Messages>> = { en: compile(en) };
  const pending: Partial<Record<Locale, Promise<void>>> = {};
  const load = (locale: Locale) => {
    if (messages[locale]) return Promise.resolve();
    return (pending[locale] ??= hi().then((module) => {
      messages[locale] = compile(module.default);
      version += 1;
      listeners.forEach((listener) => listener());
    }));
  };
  const translate = (locale: Locale) => {
    const chosen = messages[locale] ?? messages.en!;
    return (key: string, values?: MessageValues) => fill(chosen[`${namespace}.${key}`]!, values);
  };
  const keyOf = new Map(Object.entries(en).map(([key, text]) => [text, key]));
  const catalog: Catalog<Extract<keyof E, string>> = {
    namespace,
    en,
    loaded: (locale) => messages[locale] !== undefined,
    load,
    translate,
    translateText: (locale, english) => {
      const key = keyOf.get(english);
      return key === undefined ? english : translate(locale)(key);
    },
  };
  catalogs.push(catalog);
  if (wanted !== 'en') void load(wanted);
  return catalog;
}
