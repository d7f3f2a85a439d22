import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { PATHS } from '@physio/shared-contracts/paths';
import type { PurposeConsent } from '@physio/shared-contracts';
import { api } from '@physio/shared-auth';
import { InlineMessage, Stack, useMessages } from '@physio/shared-ui';
import { privacyPageCatalog, usePrivacyTexts } from './privacyMessages';
import { ConsentHint, ConsentSwitch as Switch } from '../../lib/ConsentSwitch';

/** Set under the label's text, past the checkbox. */
const Hint = styled(ConsentHint)`
  margin-left: calc(22px + ${({ theme }) => theme.space.sm});
`;

/** One switch per purpose of the privacy notice; each change is saved at once (and logged by the API). */
export function ConsentSwitches({
  patientId,
  initial,
  onChanged,
}: {
  patientId: string;
  initial: PurposeConsent[];
  onChanged?: () => void;
}) {
  const t = usePrivacyTexts();
  const words = useMessages(privacyPageCatalog);
  const [consents, setConsents] = useState(initial);
  const [saving, setSaving] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  useEffect(() => setConsents(initial), [initial]);

  const change = async (purpose: PurposeConsent['purpose'], granted: boolean) => {
    if (saving) return;
    setSaving(purpose);
    setOutcome(null);
    const result = await api.privacy.setConsent(
      { params: { id: patientId, purpose }, body: { granted } },
      words('choiceNotSaved'),
    );
    setSaving(null);
    if (!result.ok) {
      setOutcome({ tone: 'error', text: result.message });
      return;
    }
    setConsents(result.data);
    setOutcome({ tone: 'success', text: t.area.consentSaved });
    onChanged?.();
  };

  return (
    <Stack>
      <p>{t.area.consentsHint}</p>
      {consents.map((c) => (
        <div key={c.purpose}>
          <Switch>
            <input
              type="checkbox"
              role="switch"
              checked={c.granted}
              aria-checked={c.granted}
              aria-describedby={`consent-${c.purpose}-hint`}
              disabled={saving !== null}
              onChange={(e) => void change(c.purpose, e.target.checked)}
            />
            {t.purposes[c.purpose].label}
          </Switch>
          <Hint id={`consent-${c.purpose}-hint`}>
            {c.granted ? t.purposes[c.purpose].use : t.purposes[c.purpose].withdraw}
          </Hint>
        </div>
      ))}
      {outcome && <InlineMessage tone={outcome.tone}>{outcome.text}</InlineMessage>}
      <p>
        <Link to={PATHS.privacyNotice}>{t.area.noticeLink}</Link>
      </p>
    </Stack>
  );
}
