import styled from 'styled-components';
import { HINDI_LABEL_FONT_FAMILY } from '../GlobalStyle';
import { HTML_LANG, LOCALE_NAMES, type Locale } from './locale';
import { setLocale, useLocale } from './localeStore';

const Toggle = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  /* An English page's हिन्दी: its own small face, not the body's whole Devanagari one (GlobalStyle). */
  &:lang(hi) {
    font-family: ${HINDI_LABEL_FONT_FAMILY};
  }
`;

/**
 * The language switch: one button naming the other language in that language (English / हिन्दी),
 * so a reader finds their own script; one button fits a 390 px header beside the menu. A signed-in
 * patient's messages follow it: the API reads the cookie it writes when they sign in and when they book.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const other: Locale = locale === 'hi' ? 'en' : 'hi';
  return (
    <Toggle type="button" className={className} lang={HTML_LANG[other]} onClick={() => void setLocale(other)}>
      {LOCALE_NAMES[other]}
    </Toggle>
  );
}
