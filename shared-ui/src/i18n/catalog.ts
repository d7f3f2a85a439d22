import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { LOCALES, type Locale } from './locale';

/** One Lingui instance per language, so a render reads the language React rendered with (hydration renders English first). */
const instances = Object.fromEntries(
  LOCALES.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: {} } })]),
) as Record<Locale, I18n>;

/**
 * A message precompiled as Lingui's runtime takes it (no compiler in the bundle): text with
 * `{name}` placeholders → ["text ", ["name"], "."]. Our catalogs use placeholders only (no plural or select).
 */
export function compileCatalogMessage(message: string): Messages[string] {
  const tokens: Array<string | [string]> = [];
  message.split(/\{(\w+)\}/).forEach((part, i) => {
    if (i % 2) tokens.push([part]);
    else if (part) tokens.push(part);
  });
  return tokens as unknown as Messages[string];
}

export type MessageValues = Record<string, string | number>;
export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

export interface Catalog<K extends string> {
  namespace: string;
  en: Readonly<Record<K, string>>;
  hi: Readonly<Record<K, string>>;
  /** The message of `key` in `locale`, placeholders filled. */
  translate(locale: Locale): Translate<K>;
  /** A text that arrived in English (a schema's error message) in `locale`; a text this catalog does not hold stays as it is. */
  translateText(locale: Locale, english: string): string;
}

/**
 * A feature's messages in both languages. English holds the spec's strings exactly; Hindi must name
 * every key English has (the type says so), so a covered screen is never half translated.
 */
export function defineCatalog<const E extends Record<string, string>>(
  namespace: string,
  en: E,
  hi: { readonly [K in keyof E]: string },
): Catalog<Extract<keyof E, string>> {
  for (const locale of LOCALES) {
    const source: Record<string, string> = locale === 'en' ? en : hi;
    const messages: Messages = {};
    for (const [key, text] of Object.entries(source))
      messages[`${namespace}.${key}`] = compileCatalogMessage(text);
    instances[locale].load(locale, messages);
  }
  const translate = (locale: Locale) => (key: string, values?: MessageValues) =>
    instances[locale]._(`${namespace}.${key}`, values);
  const keyOf = new Map(Object.entries(en).map(([key, text]) => [text, key]));
  return {
    namespace,
    en,
    hi,
    translate,
    translateText: (locale, english) => {
      const key = keyOf.get(english);
      return key === undefined ? english : translate(locale)(key);
    },
  };
}
