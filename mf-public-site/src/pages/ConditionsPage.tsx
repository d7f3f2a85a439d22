import { Container, useMessages } from '@physio/shared-ui';
import { conditionIndex } from '../content/conditionIndex';
import { ConditionCard } from '../features/conditions/ConditionCard';
import {
  conditionsPageCatalog,
  conditionSummaryCatalog,
} from '../features/conditions/conditionsPageMessages';
import { BookCta, Grid, Lead, PageRoot, PageTitle } from '../features/layout/Page';
import { conditionsMeta } from '../lib/pageMeta/conditions';
import { usePageMeta } from '../lib/usePageMeta';

export default function ConditionsPage() {
  const t = useMessages(conditionsPageCatalog);
  usePageMeta(conditionsMeta, 'website', t);
  const summaryOf = useMessages(conditionSummaryCatalog);
  return (
    <PageRoot>
      <Container>
        <PageTitle>{t('title')}</PageTitle>
        <Lead>{t('lead')}</Lead>
        <Grid>
          {conditionIndex.map((c) => (
            <li key={c.slug}>
              <ConditionCard condition={c} summary={summaryOf(`${c.slug}.summary`)} />
            </li>
          ))}
        </Grid>
        <BookCta text={t('cta')} />
      </Container>
    </PageRoot>
  );
}
