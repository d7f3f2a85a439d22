import { useState } from 'react';
import styled from 'styled-components';
import { api } from '@physio/shared-auth';
import { dependantLabel, FAMILY, FAMILY_MESSAGES, type Dependant } from '@physio/shared-contracts';
import { Button, Card, CardList, ConfirmDialog, InlineMessage, Stack } from '@physio/shared-ui';
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
  const [members, setMembers] = useState(initial);
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Dependant | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const remove = async (member: Dependant) => {
    setBusy(true);
    const result = await api.family.remove(
      { params: { id: member.id } },
      'Could not remove the family member',
    );
    setBusy(false);
    setRemoving(null);
    if (!result.ok) {
      setNote({ tone: 'error', text: result.message });
      return;
    }
    setMembers((all) => all.filter((m) => m.id !== member.id));
    setNote({ tone: 'success', text: FAMILY_MESSAGES.removed });
  };

  return (
    <Stack>
      <p>
        Book sessions for your parents, children or others who have no phone of their own. You pay and receive
        their reminders; the physiotherapist calls you about them.
      </p>
      {note && <InlineMessage tone={note.tone}>{note.text}</InlineMessage>}
      {members.length === 0 ? (
        <p>No family members yet.</p>
      ) : (
        <CardList aria-label="Family members">
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
                    <Name>{dependantLabel(m)}</Name>
                    <Actions>
                      <Button type="button" variant="secondary" onClick={() => setEditing(m.id)}>
                        Correct
                      </Button>
                      <Button type="button" variant="ghost" onClick={() => setRemoving(m)}>
                        Remove
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
        title={`Remove ${removing?.name ?? ''}?`}
        message="They leave your family list. Sessions already booked for them stay in your history."
        confirmLabel="Remove"
        tone="danger"
        busy={busy}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
