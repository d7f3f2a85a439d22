import { useState } from 'react';
import styled from 'styled-components';
import { api } from '@physio/shared-auth';
import { Button, Card, CardList, InlineMessage, LoadView, Stack, useLoad } from '@physio/shared-ui';
import { formatDate, WAITLIST_TIMES, type WaitlistEntry } from '@physio/shared-contracts';

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const range = (e: WaitlistEntry) =>
  e.from === e.to ? formatDate(e.from) : `${formatDate(e.from)} to ${formatDate(e.to)}`;

/** The patient's waitlist entries with Leave; nothing when they wait for nothing. */
export function WaitlistEntries({ patientId }: { patientId: string }) {
  const entries = useLoad(patientId, () => api.waitlist.list('Could not load your waitlist'));
  const [leaving, setLeaving] = useState<string | null>(null);
  const [error, setError] = useState('');
  const leave = async (id: string) => {
    setLeaving(id);
    setError('');
    const result = await api.waitlist.leave({ params: { id } }, 'Could not leave the waitlist');
    setLeaving(null);
    if (!result.ok) setError(result.message);
    else entries.reload();
  };
  return (
    <LoadView load={entries} loadingLabel="Loading your waitlist…">
      {(list) =>
        list.length === 0 ? null : (
          <Stack $gap="sm">
            <Title>Your waitlist</Title>
            {error && <InlineMessage tone="error">{error}</InlineMessage>}
            <CardList aria-label="Your waitlist">
              {list.map((e) => (
                <li key={e.id}>
                  <Card>
                    <Stack $gap="sm">
                      <p>
                        <strong>{e.mode === 'online' ? 'Online session' : 'Home visit'}</strong> with{' '}
                        {e.doctor_name}
                      </p>
                      <p>
                        {range(e)} · {WAITLIST_TIMES[e.time_of_day].label}
                      </p>
                      {e.status === 'claimed' ? (
                        <p>You claimed a time from this waitlist.</p>
                      ) : (
                        <div>
                          <Button
                            type="button"
                            variant="secondary"
                            loading={leaving === e.id}
                            onClick={() => void leave(e.id)}
                            aria-label={`Leave the waitlist for ${e.doctor_name}, ${range(e)}`}
                          >
                            Leave
                          </Button>
                        </div>
                      )}
                    </Stack>
                  </Card>
                </li>
              ))}
            </CardList>
          </Stack>
        )
      }
    </LoadView>
  );
}
