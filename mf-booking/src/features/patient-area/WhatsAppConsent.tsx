import { useEffect, useState } from 'react';
import { api } from '@physio/shared-auth';
import { InlineMessage, LoadView, Stack, useLoad } from '@physio/shared-ui';
import { ConsentHint as Hint, ConsentSwitch as Switch } from '../../lib/ConsentSwitch';
import type { WhatsAppConsentView } from '@physio/shared-contracts';

export const WHATSAPP_LABEL = 'Send my booking confirmation and reminders on WhatsApp';
const HINT =
  'Each message has Confirm, Reschedule and Cancel buttons. Reply STOP in the chat to turn this off. Without it, they come by SMS.';

/**
 * The patient's consent to WhatsApp messages (GET/PUT /api/users/{id}/whatsapp): a switch they turn on or off
 * here, recorded with the time and "patient area" as its source. A "STOP" in the chat shows here as off.
 */
export function WhatsAppConsent({ patientId }: { patientId: string }) {
  const load = useLoad(patientId, () =>
    api.users.whatsappConsent({ params: { id: patientId } }, 'Could not load your WhatsApp setting'),
  );
  return (
    <LoadView load={load} loadingLabel="Loading your WhatsApp setting…">
      {(consent) => <ConsentSwitch patientId={patientId} initial={consent} />}
    </LoadView>
  );
}

function ConsentSwitch({ patientId, initial }: { patientId: string; initial: WhatsAppConsentView }) {
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
      'Could not save your WhatsApp setting',
    );
    setSaving(false);
    if (!result.ok) {
      setOutcome({ tone: 'error', text: result.message });
      return;
    }
    setConsent(result.data);
    setOutcome({
      tone: 'success',
      text: result.data.opted_in
        ? 'WhatsApp messages are on.'
        : 'WhatsApp messages are off. You will get SMS instead.',
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
        {WHATSAPP_LABEL}
      </Switch>
      <Hint id="whatsapp-consent-hint">{HINT}</Hint>
      {outcome && <InlineMessage tone={outcome.tone}>{outcome.text}</InlineMessage>}
    </Stack>
  );
}
