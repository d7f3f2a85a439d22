import { useState } from 'react';
import styled from 'styled-components';
import { api } from '@physio/shared-auth';
import { FAMILY, type Dependant } from '@physio/shared-contracts';
import { Button, Card, CardList, InlineMessage, Stack, useLocale, useMessages } from '@physio/shared-ui';
import { ConfirmDialog } from '@physio/shared-ui/dialogs';
import { useSessionWords } from '../../lib/sessionWords';
import { familyCatalog } from './familyMessages';
import { DependantForm } from './DependantForm';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;
const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

interface Props {
  initial: Dependant[];
}

/**
 * The patient's family members: each with Correct and Remove (asked first), and the form to add one. Their sessions
 * are booked from the patient's credits ("Booking for") and every message about them comes to the patient.
 */
export function FamilyMembers({ initial }: Props) {
  const t = useMessages(familyCatalog);
  const locale = useLocale();
  const words = useSessionWords();
  const [members, setMembers] = useState(initial);
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Dependant | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const remove = async (member: Dependant) => {
    setBusy(true);
    const result = await api.family.remove({ params: { id: member.id } }, t('removeFailed'));
    setBusy(false);
    setRemoving(null);
    if (!result.ok) {
      setNote({ tone: 'error', text: result.message });
      return;
    }
    setMembers((all) => all.filter((m) => m.id !== member.id));
    setNote({ tone: 'success', text: familyCatalog.en.removed });
  };

  return (
    <Stack>
      <p>{t('lead')}</p>
      {note && (
        <InlineMessage tone={note.tone}>{familyCatalog.translateText(locale, note.text)}</InlineMessage>
      )}
      {members.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <CardList aria-label={t('members')}>
          {members.map((m) => (
            <li key={m.id}>
              <Card>
                {editing === m.id ? (
                  <DependantForm
                    editing={m}
                    onCancel={() => setEditing(null)}
                    onSaved={(saved, text) => {
                      setMembers((all) => all.map((x) => (x.id === saved.id ? saved : x)));
                      setEditing(null);
                      setNote({ tone: 'success', text });
                    }}
                  />
                ) : (
                  <Row>
                    <Name>{words.dependant(m)}</Name>
                    <Actions>
                      <Button type="button" variant="secondary" onClick={() => setEditing(m.id)}>
                        {t('correct')}
                      </Button>
                      <Button type="button" variant="ghost" onClick={() => setRemoving(m)}>
                        {t('remove')}
                      </Button>
                    </Actions>
                  </Row>
                )}
              </Card>
            </li>
          ))}
        </CardList>
      )}
      {members.length < FAMILY.maxDependants && (
        <Card>
          <DependantForm
            onSaved={(saved, text) => {
              setMembers((all) => [...all, saved]);
              setNote({ tone: 'success', text });
            }}
          />
        </Card>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('removeTitle', { name: removing?.name ?? '' })}
        message={t('removeMessage')}
        confirmLabel={t('remove')}
        cancelLabel={t('keep')}
        tone="danger"
        busy={busy}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
