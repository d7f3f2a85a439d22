import { to } from '@physio/shared-contracts/paths';
import styled from 'styled-components';
import { ButtonLink } from '@physio/shared-ui';
import { dependantLabel, type PatientSummary } from '@physio/shared-contracts';
import { memberPage } from './memberPage';

const Scroll = styled.div`
  overflow-x: auto;
  margin-top: 1rem;
`;
const Contact = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 0.6rem 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  td {
    overflow-wrap: anywhere;
  }
  /* On phones each row becomes a labelled block instead of a squeezed table row. */
  @media (max-width: 600px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: block;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
      padding: 0.5rem 0;
    }
    td {
      display: grid;
      grid-template-columns: 6rem 1fr;
      border: 0;
      padding: 0.25rem 0;
    }
    td::before {
      content: attr(data-label);
      font-weight: 600;
    }
  }
`;

export function PatientTable({ patients }: { patients: PatientSummary[] }) {
  return (
    <Scroll>
      <Table>
        <caption style={{ textAlign: 'left', fontWeight: 600, padding: '0.5rem 0' }}>
          {patients.length === 1 ? '1 patient found' : `${patients.length} patients found`}
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Mobile</th>
            <th scope="col">Email ID</th>
            <th scope="col">
              <span
                style={{
                  position: 'absolute',
                  width: 1,
                  height: 1,
                  overflow: 'hidden',
                  clip: 'rect(0 0 0 0)',
                }}
              >
                Actions
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {patients.map((p) => {
            // A family member the doctor treats is a patient of their own; the account holder is the contact.
            const name = p.member ? dependantLabel(p.member) : p.name;
            return (
              <tr key={p.member ? `${p.id}:${p.member.id}` : p.id}>
                <td data-label="Name">
                  {name}
                  {p.member && <Contact>Contact: {p.name}</Contact>}
                </td>
                <td data-label="Mobile">{p.mobile}</td>
                <td data-label="Email ID">{p.email || '—'}</td>
                <td data-label="">
                  <ButtonLink
                    to={p.member ? memberPage(p.id, p.member.id) : to.patientDashboard(p.id)}
                    variant="secondary"
                    aria-label={`View ${name}`}
                  >
                    View
                  </ButtonLink>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroll>
  );
}
