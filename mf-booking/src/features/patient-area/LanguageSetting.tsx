import { useState } from 'react';
import styled from 'styled-components';
import { api } from '@physio/shared-auth';
import {
  HTML_LANG,
  InlineMessage,
  LOCALE_NAMES,
  LOCALES,
  parseLocale,
  setLocale,
  Stack,
  useLocale,
  useMessages,
  type Locale,
} from '@physio/shared-ui';
import { ConsentHint as Hint, ConsentSwitch as Choice } from '../../lib/ConsentSwitch';
import { patientAreaCatalog } from './patientAreaMessages';

const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

type Outcome = { tone: 'success'; key: 'languageSaved' } | { tone: 'error'; text: string };

/**
 * The language of the site and of the patient's SMS, WhatsApp, e-mails and receipts (issue 30): PUT
 * /api/users/{id}/language writes it on the account, then the site turns to it (the `physio_lang` cookie, as the
 * header's switch). Each language is named in itself. While it saves the choices wait; a failure keeps the language
 * as it was and says so.
 */
export function LanguageSetting({ patientId }: { patientId: string }) {
  const t = useMessages(patientAreaCatalog);
  const locale = useLocale();
  const [saving, setSaving] = useState<Locale | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const choose = async (language: Locale) => {
    if (saving || language === locale) return;
    setSaving(language);
    setOutcome(null);
    const result = await api.users.setLanguage(
      { params: { id: patientId }, body: { language } },
      t('languageNotSaved'),
    );
    if (!result.ok) {
      setSaving(null);
      setOutcome({ tone: 'error', text: result.message });
      return;
    }
    await setLocale(parseLocale(result.data.language));
    setSaving(null);
    setOutcome({ tone: 'success', key: 'languageSaved' });
  };

  return (
    <Stack>
      <Choices aria-describedby="language-setting-hint" disabled={saving !== null}>
        <legend>{t('languageLabel')}</legend>
        {LOCALES.map((code) => (
          <Choice key={code} lang={HTML_LANG[code]}>
            <input
              type="radio"
              name="language"
              value={code}
              checked={(saving ?? locale) === code}
              onChange={() => void choose(code)}
            />
            {LOCALE_NAMES[code]}
          </Choice>
        ))}
      </Choices>
      <Hint id="language-setting-hint">{t('languageHint')}</Hint>
      {saving && <Hint role="status">{t('languageSaving')}</Hint>}
      {outcome && (
        <InlineMessage tone={outcome.tone}>
          {outcome.tone === 'success' ? t(outcome.key) : outcome.text}
        </InlineMessage>
      )}
    </Stack>
  );
}
