import type { I18n, Messages } from '@lingui/core';
import type { Locale } from './locale';

/**
 * English is the source language: its messages are the catalogs' own texts, filled here, so an English page
 * loads no i18n runtime (/booking's first render stays under its 170 KB bar). Every other language goes through
 * Lingui (the federation singleton), fetched with that language's first catalog chunk: one instance per
 * language, so a render reads the language React rendered with (hydration renders English first).
 */
const instances: Partial<Record<Locale, I18n>> = {};
let lingui: Promise<typeof import('@lingui/core')> | null = null;
async function instanceOf(locale: Locale): Promise<I18n> {
  lingui ??= import('@lingui/core');
  const { setupI18n } = await lingui;
  return (instances[locale] ??= setupI18n({ locale, messages: { [locale]: {} } }));
}

/** A precompiled message with its placeholders filled, as Lingui's runtime fills ours (placeholders only). */
function fill(message: Messages[string], values?: MessageValues): string {
  const tokens = message as unknown as Array<string | [string]>;
  return tokens.map((t) => (typeof t === 'string' ? t : String(values?.[t[0]] ?? ''))).join('');
}

/**
 * A message precompiled as Lingui's runtime takes it (no compiler in the bundle): text with
 * `{name}` placeholders → ["text ", ["name"], "."]. Our catalogs use placeholders only; a plural or
 * select (`{n, plural, …}`) throws rather than show it wrong.
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
  const english = compile(en);
  const arrived = new Set<Locale>(['en']);
  const pending: Partial<Record<Locale, Promise<void>>> = {};
  const load = (locale: Locale) => {
    if (locale === 'en') return Promise.resolve();
    return (pending[locale] ??= Promise.all([hi(), instanceOf(locale)]).then(([module, i18n]) => {
      i18n.load(locale, compile(module.default));
      arrived.add(locale);
      version += 1;
      listeners.forEach((listener) => listener());
    }));
  };
  const translate = (locale: Locale) => {
    const i18n = arrived.has(locale) ? instances[locale] : undefined;
    return (key: string, values?: MessageValues) =>
      i18n ? i18n._(`${namespace}.${key}`, values) : fill(english[`${namespace}.${key}`]!, values);
  };
  const keyOf = new Map(Object.entries(en).map(([key, text]) => [text, key]));
  const catalog: Catalog<Extract<keyof E, string>> = {
    namespace,
    en,
    loaded: (locale) => arrived.has(locale),
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
