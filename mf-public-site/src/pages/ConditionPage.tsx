import { PATHS, to } from '@physio/shared-contracts/paths';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Container, useLocale, useMessages } from '@physio/shared-ui';
import { conditions, findCondition } from '../content/conditions';
import { conditionDetailCatalog } from '../features/conditions/conditionDetailMessages';
import { conditionIndexCatalog } from '../features/conditions/conditionMessages';
import { conditionPageCatalog } from '../features/conditions/conditionPageMessages';
import { conditionSummaryCatalog } from '../features/conditions/conditionsPageMessages';
import {
  BookCta,
  Crumbs,
  Lead,
  MoreLinks,
  NotFoundState,
  PageRoot,
  PageTitle,
  Prose,
} from '../features/layout/Page';
import { conditionMeta } from '../lib/meta';
import { usePageMeta } from '../lib/usePageMeta';

const Warning = styled.aside`
  margin: ${({ theme }) => theme.space.lg} 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  h2 {
    margin-top: 0;
  }
  ul {
    margin-bottom: 0;
  }
`;

export default function ConditionPage() {
  const { id } = useParams();
  const condition = findCondition(id);
  const locale = useLocale();
  const t = useMessages(conditionPageCatalog);
  const index = useMessages(conditionIndexCatalog);
  const text = useMessages(conditionDetailCatalog);
  const summaryOf = useMessages(conditionSummaryCatalog);
  const name = condition ? index(`${condition.slug}.name`) : '';
  usePageMeta(conditionMeta(id), 'website', (key) =>
    condition
      ? key === 'metaTitle'
        ? t('metaTitle', { name })
        : summaryOf(`${condition.slug}.summary`)
      : t(key === 'metaTitle' ? 'notFoundTitle' : 'notFoundDescription'),
  );

  if (!condition)
    return (
      <NotFoundState
        title={t('notFoundTitle')}
        message={t('notFoundMessage')}
        links={[
          { to: PATHS.conditions, label: t('allConditions') },
          { to: PATHS.contact, label: t('contactUs') },
          { to: PATHS.home, label: t('goHome') },
        ]}
      />
    );

  const related = conditions.filter((c) => c.category === condition.category && c.slug !== condition.slug);
  return (
    <PageRoot>
      <Container>
        <Crumbs
          items={[
            { to: PATHS.home, label: t('home') },
            { to: PATHS.conditions, label: t('conditions') },
            { label: name },
          ]}
        />
        <article>
          <PageTitle>{name}</PageTitle>
          <Lead>{summaryOf(`${condition.slug}.summary`)}</Lead>
          <Prose>
            <h2>{t('whatItIs')}</h2>
            {condition.whatItIs.map((_, n) => (
              <p key={n}>{text(`${condition.slug}.whatItIs.${n}`)}</p>
            ))}
            <h2>{t('symptoms')}</h2>
            <ul>
              {condition.symptoms.map((_, n) => (
                <li key={n}>{text(`${condition.slug}.symptoms.${n}`)}</li>
              ))}
            </ul>
            <h2>{t('howPhysioHelps')}</h2>
            <ul>
              {condition.howPhysioHelps.map((_, n) => (
                <li key={n}>{text(`${condition.slug}.howPhysioHelps.${n}`)}</li>
              ))}
            </ul>
            <h2>{t('typicalSessions')}</h2>
            <p>
              {text(`${condition.slug}.typicalSessions`)} {t('sessionsNote')}
            </p>
            <Warning aria-labelledby="see-doctor">
              <h2 id="see-doctor">{t('seeDoctor')}</h2>
              <ul>
                {condition.seeADoctor.map((_, n) => (
                  <li key={n}>{text(`${condition.slug}.seeADoctor.${n}`)}</li>
                ))}
              </ul>
            </Warning>
          </Prose>
        </article>
        <BookCta title={t('bookFor', { name: locale === 'en' ? name.toLowerCase() : name })} />
        {related.length > 0 && (
          <MoreLinks aria-label={t('related')}>
            <h2>{t('related')}</h2>
            <ul>
              {related.map((c) => (
                <li key={c.slug}>
                  <Link to={to.condition(c.slug)}>{index(`${c.slug}.name`)}</Link>
                </li>
              ))}
            </ul>
          </MoreLinks>
        )}
      </Container>
    </PageRoot>
  );
}
