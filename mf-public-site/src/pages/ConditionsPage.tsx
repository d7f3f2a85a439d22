import { Container } from '@physio/shared-ui';
import { conditionIndex } from '../content/conditionIndex';
import { ConditionCard } from '../features/conditions/ConditionCard';
import { BookCta, Grid, Lead, PageRoot, PageTitle } from '../features/layout/Page';
import { STATIC_META } from '../lib/meta';
import { usePageMeta } from '../lib/usePageMeta';

export default function ConditionsPage() {
  usePageMeta(STATIC_META.conditions);
  return (
    <PageRoot>
      <Container>
        <PageTitle>Conditions We Treat</PageTitle>
        <Lead>
          Our physiotherapists help with pain, injuries, recovery after surgery and long-term neurological and
          developmental conditions. Choose a condition to learn what it is, the usual symptoms and how
          physiotherapy helps.
        </Lead>
        <Grid>
          {conditionIndex.map((c) => (
            <li key={c.slug}>
              <ConditionCard condition={c} />
            </li>
          ))}
        </Grid>
        <BookCta text="Not sure which condition fits? Book a session and your physiotherapist will assess you." />
      </Container>
    </PageRoot>
  );
}
