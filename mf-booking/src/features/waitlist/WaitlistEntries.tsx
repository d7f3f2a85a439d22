import { useState } from 'react';
import styled from 'styled-components';
import { api } from '@physio/shared-auth';
import {
  Button,
  Card,
  CardList,
  InlineMessage,
  LoadView,
  Stack,
  useLoad,
  useLocale,
  useMessages,
  type Locale,
  type Translate,
} from '@physio/shared-ui';
import { formatDate, type WaitlistEntry } from '@physio/shared-contracts';
import { NODE, withNode } from '../../lib/withNode';
import { waitlistEntriesCatalog } from './waitlistMessages';

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

type EntryWords = Translate<keyof typeof waitlistEntriesCatalog.en>;
const range = (e: WaitlistEntry, t: EntryWords, locale: Locale) =>
  e.from === e.to
    ? formatDate(e.from, locale)
    : t('range', { from: formatDate(e.from, locale), to: formatDate(e.to, locale) });

/** The patient's waitlist entries with Leave; nothing when they wait for nothing. */
export function WaitlistEntries({ patientId }: { patientId: string }) {
  const t = useMessages(waitlistEntriesCatalog);
  const locale = useLocale();
  const entries = useLoad(patientId, () => api.waitlist.list(t('notLoaded')));
  const [leaving, setLeaving] = useState<string | null>(null);
  const [error, setError] = useState('');
  const leave = async (id: string) => {
    setLeaving(id);
    setError('');
    const result = await api.waitlist.leave({ params: { id } }, t('leaveFailed'));
    setLeaving(null);
    if (!result.ok) setError(result.message);
    else entries.reload();
  };
  return (
    <LoadView load={entries} loadingLabel={t('loading')}>
      {(list) =>
        list.length === 0 ? null : (
          <Stack $gap="sm">
            <Title>{t('title')}</Title>
            {error && <InlineMessage tone="error">{error}</InlineMessage>}
            <CardList aria-label={t('title')}>
              {list.map((e) => (
                <li key={e.id}>
                  <Card>
                    <Stack $gap="sm">
                      <p>
                        {withNode(
                          t('onlineWith', { mode: NODE, doctor: e.doctor_name }),
                          <strong>{t(e.mode === 'online' ? 'onlineSession' : 'homeVisit')}</strong>,
                        )}
                      </p>
                      <p>
                        {range(e, t, locale)} · {t(e.time_of_day)}
                      </p>
                      {e.status === 'claimed' ? (
                        <p>{t('claimed')}</p>
                      ) : (
                        <div>
                          <Button
                            type="button"
                            variant="secondary"
                            loading={leaving === e.id}
                            onClick={() => void leave(e.id)}
                            aria-label={t('leaveFor', { doctor: e.doctor_name, range: range(e, t, locale) })}
                          >
                            {t('leave')}
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
