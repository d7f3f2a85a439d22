import { Container, useMessages } from '@physio/shared-ui';
import { conditionIndex } from '../content/conditionIndex';
import { ConditionCard } from '../features/conditions/ConditionCard';
import { conditionsPageCatalog } from '../features/conditions/conditionMessages';
import { BookCta, Grid, Lead, PageRoot, PageTitle } from '../features/layout/Page';
import { STATIC_META } from '../lib/meta';
import { usePageMeta } from '../lib/usePageMeta';

export default function ConditionsPage() {
  const t = useMessages(conditionsPageCatalog);
  usePageMeta(STATIC_META.conditions, 'website', t);
  return (
    <PageRoot>
      <Container>
        <PageTitle>{t('title')}</PageTitle>
        <Lead>{t('lead')}</Lead>
        <Grid>
          {conditionIndex.map((c) => (
            <li key={c.slug}>
              <ConditionCard condition={c} />
            </li>
          ))}
        </Grid>
        <BookCta text={t('cta')} />
      </Container>
    </PageRoot>
  );
}
