import { Container } from '@physio/shared-ui';
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
import { DoctorCard } from '../features/team/DoctorCard';
import { STATIC_META } from '../lib/meta';
import { usePageMeta } from '../lib/usePageMeta';

const values = [
  {
    title: 'Evidence first',
    text: 'We use treatments with good research behind them — above all, exercise and education — and we tell you honestly what to expect.',
  },
  {
    title: 'Care that fits your life',
    text: 'Online sessions from anywhere in India or visits at home, in the language you are most comfortable with.',
  },
  {
    title: 'Safety and privacy',
    text: 'Registered physiotherapists, referral to a doctor when symptoms need one, and health data handled under the DPDP Act.',
  },
];

export default function AboutPage() {
  usePageMeta(STATIC_META.about);
  return (
    <div>
      <PageRoot>
        <Container>
          <PageTitle>About PhysioCare</PageTitle>
          <Lead>
            We started PhysioCare because too many people live with pain that physiotherapy could help, but
            cannot reach a good clinic: long commutes, busy jobs, caring for family, or recovering from
            surgery.
          </Lead>
          <Prose>
            <p>
              Our physiotherapists assess you, explain what is going on in plain language and build a plan
              with you — online by video or at your home. Every session ends with something you can do
              yourself, because recovery happens between sessions as much as in them.
            </p>
            <p>
              We treat back and neck pain, joint problems, sports injuries, recovery after surgery, stroke,
              Parkinson&apos;s disease and children&apos;s development. When a problem needs a doctor, we say
              so and help you get there.
            </p>
          </Prose>
        </Container>
      </PageRoot>
      <Section $tint aria-labelledby="values-title">
        <Container>
          <SectionTitle id="values-title">What we stand for</SectionTitle>
          <Grid>
            {values.map((v) => (
              <li key={v.title}>
                <h3>{v.title}</h3>
                <p>{v.text}</p>
              </li>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section aria-labelledby="team-title">
        <Container>
          <SectionTitle id="team-title">Our physiotherapists</SectionTitle>
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
