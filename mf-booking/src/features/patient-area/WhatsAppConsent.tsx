import { useEffect, useState } from 'react';
import { api } from '@physio/shared-auth';
import { InlineMessage, LoadView, Stack, useLoad, useMessages } from '@physio/shared-ui';
import { ConsentHint as Hint, ConsentSwitch as Switch } from '../../lib/ConsentSwitch';
import type { WhatsAppConsentView } from '@physio/shared-contracts';
import { patientAreaCatalog } from './patientAreaMessages';

export const WHATSAPP_LABEL = patientAreaCatalog.en.whatsappLabel;

/**
 * The patient's consent to WhatsApp messages (GET/PUT /api/users/{id}/whatsapp): a switch they turn on or off
 * here, recorded with the time and "patient area" as its source. A "STOP" in the chat shows here as off.
 */
export function WhatsAppConsent({ patientId }: { patientId: string }) {
  const t = useMessages(patientAreaCatalog);
  const load = useLoad(patientId, () =>
    api.users.whatsappConsent({ params: { id: patientId } }, t('whatsappNotLoaded')),
  );
  return (
    <LoadView load={load} loadingLabel={t('loadingWhatsapp')}>
      {(consent) => <ConsentSwitch patientId={patientId} initial={consent} />}
    </LoadView>
  );
}

function ConsentSwitch({ patientId, initial }: { patientId: string; initial: WhatsAppConsentView }) {
  const t = useMessages(patientAreaCatalog);
  const [consent, setConsent] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  useEffect(() => setConsent(initial), [initial]);

  const change = async (opted_in: boolean) => {
    if (saving) return;
    setSaving(true);
    setOutcome(null);
    const result = await api.users.setWhatsAppConsent(
      { params: { id: patientId }, body: { opted_in } },
      t('whatsappNotSaved'),
    );
    setSaving(false);
    if (!result.ok) {
      setOutcome({ tone: 'error', text: result.message });
      return;
    }
    setConsent(result.data);
    setOutcome({
      tone: 'success',
      text: t(result.data.opted_in ? 'whatsappOn' : 'whatsappOff'),
    });
  };

  return (
    <Stack>
      <Switch>
        <input
          type="checkbox"
          role="switch"
          checked={consent.opted_in}
          aria-checked={consent.opted_in}
          aria-describedby="whatsapp-consent-hint"
          disabled={saving}
          onChange={(e) => void change(e.target.checked)}
        />
        {t('whatsappLabel')}
      </Switch>
      <Hint id="whatsapp-consent-hint">{t('whatsappHint')}</Hint>
      {outcome && <InlineMessage tone={outcome.tone}>{outcome.text}</InlineMessage>}
    </Stack>
  );
}
