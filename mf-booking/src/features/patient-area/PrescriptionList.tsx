import { Card, CardList, Stack } from '@physio/shared-ui';
import styled from 'styled-components';

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
import { type Prescription, formatDate } from '@physio/shared-contracts';

/** The doctor's prescriptions with their exercises, or a clear empty state. */
export function PrescriptionList({ prescriptions }: { prescriptions: Prescription[] }) {
  if (prescriptions.length === 0) {
    return <p>No prescriptions yet. Your physiotherapist adds them here after a session.</p>;
  }
  const sorted = [...prescriptions].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <CardList>
      {sorted.map((p) => (
        <li key={p.id}>
          <Card>
            <Stack>
              <h2>{p.title}</h2>
              <p>
                {p.doctor_name} · {formatDate(p.created_at)}
              </p>
              {p.advice && <p style={{ whiteSpace: 'pre-line' }}>{p.advice}</p>}
              {p.exercises.length > 0 ? (
                <div style={{ overflowX: 'auto' }}>
                  <ExerciseTable>
                    <caption>Exercises</caption>
                    <thead>
                      <tr>
                        <th scope="col">Exercise</th>
                        <th scope="col">Sets</th>
                        <th scope="col">Reps</th>
                        <th scope="col">How often</th>
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
                <p>No exercises in this prescription.</p>
              )}
            </Stack>
          </Card>
        </li>
      ))}
    </CardList>
  );
}
