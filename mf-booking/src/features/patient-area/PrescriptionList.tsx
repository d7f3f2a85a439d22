import { Button, Card, CardList, Stack, useLocale, useMessages } from '@physio/shared-ui';
import { DownloadButton } from '@physio/shared-ui/download';
import { patientAreaCatalog } from './patientAreaMessages';
import { fetchPrescriptionPdf } from '@physio/shared-auth';
import styled, { createGlobalStyle } from 'styled-components';
import {
  dependantWithRelation,
  formatDate,
  prescriptionPdfName,
  type Prescription,
} from '@physio/shared-contracts';

const ExerciseTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    padding-bottom: ${({ theme }) => theme.space.xs};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * While one prescription prints (body[data-printing] names it), the paper shows that card alone: the site's
 * header, footer, the other cards and the buttons stay off it.
 */
const PrintOne = createGlobalStyle`
  @media print {
    body[data-printing] * { visibility: hidden; }
    body[data-printing] [data-print-card='true'],
    body[data-printing] [data-print-card='true'] * { visibility: visible; }
    body[data-printing] [data-print-card='true'] { position: absolute; inset: 0 auto auto 0; width: 100%; border: 0; box-shadow: none; }
    body[data-printing] [data-print-card='true'] [data-no-print] { display: none; }
  }
`;

/** Prints the card holding `button`: marks it, asks the browser to print (synchronous in browsers), unmarks it. */
function printPrescription(button: HTMLElement, id: string) {
  const card = button.closest<HTMLElement>('[data-prescription]');
  document.body.dataset.printing = id;
  card?.setAttribute('data-print-card', 'true');
  try {
    window.print();
  } finally {
    delete document.body.dataset.printing;
    card?.removeAttribute('data-print-card');
  }
}

/** One prescription's card: its title at `level` (h3 inside a family member's group), to print or download. */
function PrescriptionCard({ p, level }: { p: Prescription; level: 'h2' | 'h3' }) {
  const Title = level;
  const t = useMessages(patientAreaCatalog);
  const locale = useLocale();
  return (
    <Card data-prescription={p.id}>
      <Stack>
        <Title>{p.title}</Title>
        <p>
          {p.doctor_name} · {formatDate(p.created_at, locale)}
        </p>
        {p.advice && <p style={{ whiteSpace: 'pre-line' }}>{p.advice}</p>}
        {p.exercises.length > 0 ? (
          <div style={{ overflowX: 'auto' }}>
            <ExerciseTable>
              <caption>{t('exercises')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('exercise')}</th>
                  <th scope="col">{t('sets')}</th>
                  <th scope="col">{t('reps')}</th>
                  <th scope="col">{t('howOften')}</th>
                </tr>
              </thead>
              <tbody>
                {p.exercises.map((exercise, index) => (
                  <tr key={`${exercise.name}-${index}`}>
                    <th scope="row">{exercise.name}</th>
                    <td>{exercise.sets}</td>
                    <td>{exercise.reps}</td>
                    <td>{exercise.frequency}</td>
                  </tr>
                ))}
              </tbody>
            </ExerciseTable>
          </div>
        ) : (
          <p>{t('noExercises')}</p>
        )}
        <Actions data-no-print>
          <Button type="button" variant="secondary" onClick={(e) => printPrescription(e.currentTarget, p.id)}>
            {t('print')}
          </Button>
          <DownloadButton fetchFile={() => fetchPrescriptionPdf(p.id)} filename={prescriptionPdfName(p)}>
            {t('downloadPdf')}
          </DownloadButton>
        </Actions>
      </Stack>
    </Card>
  );
}

/**
 * The doctor's prescriptions with their exercises, each to print or download as a PDF; or a clear empty state.
 * With family members' prescriptions (issue 28 point 3) each person's stand apart: "For: Myself", then
 * "For: Ramesh Sharma (Parent)", each newest first.
 */
export function PrescriptionList({ prescriptions }: { prescriptions: Prescription[] }) {
  const t = useMessages(patientAreaCatalog);
  if (prescriptions.length === 0) {
    return <p>{t('noPrescriptions')}</p>;
  }
  const sorted = [...prescriptions].sort((a, b) => b.created_at.localeCompare(a.created_at));
  const groups = new Map<string, { label: string; items: Prescription[] }>();
  for (const p of sorted) {
    const key = p.dependant?.id ?? '';
    const label = p.dependant ? dependantWithRelation(p.dependant) : t('myself');
    if (!groups.has(key)) groups.set(key, { label, items: [] });
    groups.get(key)!.items.push(p);
  }
  const own = groups.get('');
  const ordered = [...(own ? [own] : []), ...[...groups.entries()].filter(([k]) => k).map(([, g]) => g)];
  const family = ordered.length > 1 || !own;
  const cards = (items: Prescription[], level: 'h2' | 'h3') => (
    <CardList>
      {items.map((p) => (
        <li key={p.id}>
          <PrescriptionCard p={p} level={level} />
        </li>
      ))}
    </CardList>
  );
  return (
    <>
      <PrintOne />
      {family
        ? ordered.map((g) => (
            <section key={g.label} aria-label={t('forPerson', { name: g.label })}>
              <Stack>
                <h2 data-no-print>{t('forPerson', { name: g.label })}</h2>
                {cards(g.items, 'h3')}
              </Stack>
            </section>
          ))
        : cards(sorted, 'h2')}
    </>
  );
}
