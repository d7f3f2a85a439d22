import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { PATHS } from '@physio/shared-contracts/paths';
import { PRIVACY_PURPOSES } from '@physio/shared-contracts';
import { Card, Container, useMessages, Stack } from '@physio/shared-ui';
import { usePrivacyTexts } from '@physio/shared-ui/privacy';
import { Lead, Muted, PageRoot, PageTitle } from '../features/layout/Page';
import { privacyMetaCatalog } from '../features/privacy/privacyMetaMessages';
import { privacyNoticeMeta } from '../lib/pageMeta/privacyNotice';
import { usePageMeta } from '../lib/usePageMeta';

const Facts = styled.dl`
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

/** The privacy notice, one section per purpose (DPDP Act s.5): each asks for consent on its own. */
export default function PrivacyNoticePage() {
  const t = usePrivacyTexts();
  const meta = useMessages(privacyMetaCatalog);
  usePageMeta(privacyNoticeMeta, 'website', (k) =>
    k === 'metaTitle' ? t.notice.title : meta('noticeDescription'),
  );
  return (
    <PageRoot>
      <Container>
        <PageTitle>{t.notice.title}</PageTitle>
        <Lead>{t.notice.lead}</Lead>
        <Muted>{t.notice.version}</Muted>
        <Stack $gap="lg">
          {PRIVACY_PURPOSES.map((purpose) => {
            const p = t.purposes[purpose];
            return (
              <Card as="section" key={purpose} id={purpose} aria-labelledby={`${purpose}-title`}>
                <h2 id={`${purpose}-title`}>{p.title}</h2>
                <Facts>
                  <dt>{t.notice.collect}</dt>
                  <dd>{p.data}</dd>
                  <dt>{t.notice.why}</dt>
                  <dd>{p.use}</dd>
                  <dt>{t.notice.howLong}</dt>
                  <dd>{p.keep}</dd>
                  <dt>{t.notice.ifWithdrawn}</dt>
                  <dd>{p.withdraw}</dd>
                </Facts>
              </Card>
            );
          })}
          <p>{t.notice.rights}</p>
          <p>
            <Link to={PATHS.grievance}>{t.notice.grievanceLink}</Link>
          </p>
        </Stack>
      </Container>
    </PageRoot>
  );
}
