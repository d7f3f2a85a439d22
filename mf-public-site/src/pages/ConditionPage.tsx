import { PATHS, to } from '@physio/shared-contracts/paths';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '@physio/shared-ui';
import { conditions, findCondition } from '../content/conditions';
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
  usePageMeta(conditionMeta(id));

  if (!condition)
    return (
      <NotFoundState
        title="Condition not found"
        message="We could not find that condition. Please choose one from our list, or contact us to ask whether physiotherapy can help."
        links={[
          { to: PATHS.conditions, label: 'All conditions we treat' },
          { to: PATHS.contact, label: 'Contact us' },
          { to: PATHS.home, label: 'Go to Home' },
        ]}
      />
    );

  const related = conditions.filter((c) => c.category === condition.category && c.slug !== condition.slug);
  return (
    <PageRoot>
      <Container>
        <Crumbs
          items={[
            { to: PATHS.home, label: 'Home' },
            { to: PATHS.conditions, label: 'Conditions We Treat' },
            { label: condition.name },
          ]}
        />
        <article>
          <PageTitle>{condition.name}</PageTitle>
          <Lead>{condition.summary}</Lead>
          <Prose>
            <h2>What it is</h2>
            {condition.whatItIs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <h2>Common symptoms</h2>
            <ul>
              {condition.symptoms.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
            <h2>How physiotherapy helps</h2>
            <ul>
              {condition.howPhysioHelps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
            <h2>Typical number of sessions</h2>
            <p>
              {condition.typicalSessions} Your physiotherapist will confirm this after assessing you and
              review it as you progress.
            </p>
            <Warning aria-labelledby="see-doctor">
              <h2 id="see-doctor">See a doctor first if you have</h2>
              <ul>
                {condition.seeADoctor.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </Warning>
          </Prose>
        </article>
        <BookCta title={`Book physiotherapy for ${condition.name.toLowerCase()}`} />
        {related.length > 0 && (
          <MoreLinks aria-label="Related conditions">
            <h2>Related conditions</h2>
            <ul>
              {related.map((c) => (
                <li key={c.slug}>
                  <Link to={to.condition(c.slug)}>{c.name}</Link>
                </li>
              ))}
            </ul>
          </MoreLinks>
        )}
      </Container>
    </PageRoot>
  );
}
