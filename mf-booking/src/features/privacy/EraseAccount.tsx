import { useState } from 'react';
import { api } from '@physio/shared-auth';
import { Button, InlineMessage, Stack, TextField, useMessages } from '@physio/shared-ui';
import { privacyPageCatalog, usePrivacyTexts } from './privacyMessages';

/**
 * Erase my account: the patient types the word to confirm (the API checks it too). On success the caller signs
 * the browser out (every session is already revoked on the server).
 */
export function EraseAccount({
  patientId,
  onErased,
  onRefused,
}: {
  patientId: string;
  onErased: () => void;
  onRefused?: () => void;
}) {
  const t = usePrivacyTexts();
  const words = useMessages(privacyPageCatalog);
  const [word, setWord] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const erase = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    const result = await api.privacy.erase(
      { params: { id: patientId }, body: { confirm: word } },
      words('notErased'),
    );
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      onRefused?.();
      return;
    }
    onErased();
  };
  return (
    <form onSubmit={(e) => void erase(e)} noValidate aria-label={t.area.eraseTitle}>
      <Stack>
        <p>{t.area.eraseHint}</p>
        <TextField
          label={t.area.eraseLabel}
          name="confirm-erase"
          autoComplete="off"
          value={word}
          onChange={(e) => setWord(e.target.value)}
        />
        {error && <InlineMessage tone="error">{error}</InlineMessage>}
        <div>
          <Button type="submit" variant="danger" loading={busy} disabled={word.trim() !== t.area.eraseWord}>
            {t.area.eraseButton}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
