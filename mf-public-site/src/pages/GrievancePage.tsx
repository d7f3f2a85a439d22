import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { PATHS } from '@physio/shared-contracts/paths';
import { grievanceOfficer, readBuildEnv } from '@physio/shared-contracts';
import { Card, Container, useMessages } from '@physio/shared-ui';
import { usePrivacyTexts } from '@physio/shared-ui/privacy';
import { Lead, PageRoot, PageTitle } from '../features/layout/Page';
import { privacyMetaCatalog } from '../features/privacy/privacyMetaMessages';
import { grievanceMeta } from '../lib/pageMeta/grievance';
import { usePageMeta } from '../lib/usePageMeta';

const Details = styled.dl`
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.md};
    overflow-wrap: anywhere;
  }
`;

/** Set per deployment in the build (DefinePlugin), placeholders where none was. */
const OFFICER = grievanceOfficer(
  readBuildEnv(() => process.env.PHYSIO_GRIEVANCE_NAME),
  readBuildEnv(() => process.env.PHYSIO_GRIEVANCE_EMAIL),
  readBuildEnv(() => process.env.PHYSIO_GRIEVANCE_ADDRESS),
);

/** The grievance officer's contact (DPDP Rules 2025), with the reply time the Rules give. */
export default function GrievancePage() {
  const t = usePrivacyTexts();
  const meta = useMessages(privacyMetaCatalog);
  usePageMeta(grievanceMeta, 'website', (k) =>
    k === 'metaTitle' ? t.grievance.title : meta('grievanceDescription'),
  );
  const officer = OFFICER;
  return (
    <PageRoot>
      <Container>
        <PageTitle>{t.grievance.title}</PageTitle>
        <Lead>{t.grievance.lead}</Lead>
        <Card>
          <Details>
            <dt>{t.grievance.name}</dt>
            <dd>{officer.name}</dd>
            <dt>{t.grievance.email}</dt>
            <dd>
              <a href={`mailto:${officer.email}`}>{officer.email}</a>
            </dd>
            <dt>{t.grievance.address}</dt>
            <dd>{officer.address}</dd>
          </Details>
          <p>{t.grievance.responseTime}</p>
          <p>{t.grievance.board}</p>
          <p>
            <Link to={PATHS.privacyNotice}>{t.notice.title}</Link>
          </p>
        </Card>
      </Container>
    </PageRoot>
  );
}
