import { Container, useMessages } from '@physio/shared-ui';
import { physiotherapists } from '../content/team';
import {
  BookCta,
  Grid,
  Lead,
  PageRoot,
  PageTitle,
  Prose,
  Section,
  SectionTitle,
} from '../features/layout/Page';
import { aboutCatalog } from '../features/about/aboutMessages';
import { DoctorCard } from '../features/team/DoctorCard';
import { aboutMeta } from '../lib/pageMeta/about';
import { usePageMeta } from '../lib/usePageMeta';

const VALUES = ['evidence', 'fit', 'safety'] as const;

export default function AboutPage() {
  const t = useMessages(aboutCatalog);
  usePageMeta(aboutMeta, 'website', t);
  return (
    <div>
      <PageRoot>
        <Container>
          <PageTitle>{t('title')}</PageTitle>
          <Lead>{t('lead')}</Lead>
          <Prose>
            <p>{t('story1')}</p>
            <p>{t('story2')}</p>
          </Prose>
        </Container>
      </PageRoot>
      <Section $tint aria-labelledby="values-title">
        <Container>
          <SectionTitle id="values-title">{t('valuesTitle')}</SectionTitle>
          <Grid>
            {VALUES.map((v) => (
              <li key={v}>
                <h3>{t(`${v}Title`)}</h3>
                <p>{t(`${v}Text`)}</p>
              </li>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section aria-labelledby="team-title">
        <Container>
          <SectionTitle id="team-title">{t('teamTitle')}</SectionTitle>
          <Grid $min="240px">
            {physiotherapists.map((d) => (
              <li key={d.id}>
                <DoctorCard doctor={d} />
              </li>
            ))}
          </Grid>
          <BookCta />
        </Container>
      </Section>
    </div>
  );
}
