export { theme, media, type Theme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export {
  siteConfig,
  buildSiteConfig,
  formatPhone,
  phoneHref,
  supportLinks,
  DEFAULT_SUPPORT_PHONE,
  DEFAULT_SUPPORT_EMAIL,
  type SiteConfig,
} from './siteConfig';
export {
  Button,
  ButtonLink,
  buttonStyles,
  type ButtonProps,
  type ButtonLinkProps,
  type ButtonVariant,
} from './components/Button';
export {
  TextField,
  SelectField,
  TextAreaField,
  FieldError,
  type TextFieldProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
} from './components/fields';
export { InlineMessage, type InlineMessageProps, type MessageTone } from './components/InlineMessage';
export { Spinner, type SpinnerProps } from './components/Spinner';
export { Card, Container, Stack, VisuallyHidden } from './components/layout';
export { DetailList } from './components/DetailList';
export { CardList } from './components/CardList';
export { PageFrame, type PageFrameProps } from './components/PageFrame';
export { useDocumentMeta, formatTitle, type DocumentMeta } from './hooks/useDocumentMeta';
export * from './icons';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/RadioGroup';
export { useCountdown } from './hooks/useCountdown';
export { useLoad, LOAD_FAILED_MESSAGE, type Load, type LoadResult, type LoadState } from './hooks/useLoad';
export { LoadView, LoadFailure, type LoadViewProps } from './components/LoadView';
export { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion';
export { announcePatientUpdated, usePatientUpdates } from './hooks/usePatientUpdates';
export { useWhenNeeded, type WhenNeeded } from './hooks/useWhenNeeded';
export {
  useSchemaForm,
  schemaErrors,
  type FormSchema,
  type FormErrors,
  type SchemaForm,
  type SchemaIssue,
} from './hooks/useSchemaForm';
export { useNow } from './hooks/useNow';
export * from './i18n';
// The base parts' words, for the parts outside this index ('./dialogs', './content') to say in the page's language.
export { baseCatalog } from './components/baseMessages';
