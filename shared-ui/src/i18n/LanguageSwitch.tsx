import styled from 'styled-components';
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
`;

/**
 * A signed-in patient's SMS, WhatsApp messages, e-mails and receipts follow the switch (issue 30): the API keeps the
 * language on the patient. The client is fetched only on a click, so no page loads it for the switch. Best
 * effort: the cookie already holds the choice, and the next login sends it again.
 */
async function rememberPatientLanguage(locale: Locale): Promise<void> {
  const { api, getSession } = await import('@physio/shared-auth');
  const { role, profile } = getSession();
  const id = profile?.data.data.id;
  if (role !== 'patient' || !id) return;
  await api.users.setLanguage({ params: { id }, body: { language: locale } }, 'Could not save your language');
}

/**
 * The language switch: one button naming the other language in that language (English / हिन्दी),
 * so a reader finds their own script; one button fits a 390 px header beside the menu. A signed-in
 * patient's messages follow it (rememberPatientLanguage).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const other: Locale = locale === 'hi' ? 'en' : 'hi';
  return (
    <Toggle
      type="button"
      className={className}
      lang={HTML_LANG[other]}
      onClick={() => {
        void setLocale(other);
        void rememberPatientLanguage(other);
      }}
    >
      {LOCALE_NAMES[other]}
    </Toggle>
  );
}
