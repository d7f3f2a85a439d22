export {
  LOCALES,
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_NAMES,
  HTML_LANG,
  parseLocale,
  localeFromCookie,
  type Locale,
} from './locale';
export {
  defineCatalog,
  compileCatalogMessage,
  loadCatalogs,
  type Catalog,
  type Translate,
  type MessageValues,
} from './catalog';
export {
  useLocale,
  useMessages,
  LocaleScope,
  setLocale,
  currentLocale,
  renderedLocale,
  setRenderedLocale,
  resetLocaleForTests,
} from './localeStore';
export { LanguageSwitch } from './LanguageSwitch';
