import { PATHS } from '@physio/shared-contracts/paths';
import styled from 'styled-components';
import { CAROUSEL_INTERVAL_MS } from '@physio/shared-contracts';
import { ButtonLink, Card, Container, media, useMessages } from '@physio/shared-ui';
import { Carousel } from '@physio/shared-ui/content';
import { conditionIndex } from '../content/conditionIndex';
import { procedureSteps, reasons } from '../content/home';
import { physiotherapists } from '../content/team';
import { testimonials } from '../content/testimonials';
import { ConditionCard } from '../features/conditions/ConditionCard';
import { Hero } from '../features/home/Hero';
import { homeCatalog, stepsCatalog } from '../features/home/homeMessages';
import { StepSlide, TestimonialSlide } from '../features/home/Slides';
import { BookCta, Grid, Lead, Section, SectionTitle } from '../features/layout/Page';
import { DoctorCard } from '../features/team/DoctorCard';
import { homeMeta } from '../lib/pageMeta/home';
import { usePageMeta } from '../lib/usePageMeta';

/** Heading and intro beside the carousel from tablet width up, stacked on phones. */
const Split = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: center;
  }
`;

const ReasonGrid = styled(Grid)`
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const ReasonCard = styled(Card)`
  height: 100%;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

const ReasonMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  margin-bottom: ${({ theme }) => theme.space.sm};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const stepSlides = procedureSteps.map((step, i) => (
  <StepSlide key={step.id} step={step} index={i} total={procedureSteps.length} />
));
const testimonialSlides = testimonials.map((item) => <TestimonialSlide key={item.id} testimonial={item} />);

export default function HomePage() {
  const t = useMessages(homeCatalog);
  usePageMeta(homeMeta, 'website', t);
  const text = useMessages(stepsCatalog);
  return (
    <div>
      <Hero />
      <Section aria-labelledby="procedure-title">
        <Container>
          <Split>
            <div>
              <SectionTitle id="procedure-title">{t('howItWorks')}</SectionTitle>
              <Lead>{t('howItWorksLead')}</Lead>
            </div>
            <Carousel
              label={t('ourProcedure')}
              intervalMs={CAROUSEL_INTERVAL_MS.procedure}
              items={stepSlides}
            />
          </Split>
        </Container>
      </Section>
      <Section $tint aria-labelledby="team-title">
        <Container>
          <SectionTitle id="team-title">{t('team')}</SectionTitle>
          <Grid $min="240px">
            {physiotherapists.map((d) => (
              <li key={d.id}>
                <DoctorCard doctor={d} />
              </li>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section aria-labelledby="conditions-title">
        <Container>
          <SectionTitle id="conditions-title">{t('conditionsWeTreat')}</SectionTitle>
          <Grid $min="220px">
            {conditionIndex.map((c) => (
              <li key={c.slug}>
                <ConditionCard condition={c} />
              </li>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section $tint aria-labelledby="testimonials-title">
        <Container>
          <Split>
            <div>
              <SectionTitle id="testimonials-title">{t('testimonials')}</SectionTitle>
              <Lead>{t('testimonialsLead')}</Lead>
            </div>
            <Carousel
              label={t('testimonialsLabel')}
              intervalMs={CAROUSEL_INTERVAL_MS.default}
              items={testimonialSlides}
            />
          </Split>
        </Container>
      </Section>
      <Section aria-labelledby="reasons-title">
        <Container>
          <SectionTitle id="reasons-title">{t('whyChoose')}</SectionTitle>
          <ReasonGrid>
            {reasons.map((r, i) => (
              <li key={r.id}>
                <ReasonCard as="article">
                  <ReasonMark aria-hidden="true">{i + 1}</ReasonMark>
                  <h3>{text(`${r.id}.title`)}</h3>
                  <p>{text(`${r.id}.text`)}</p>
                </ReasonCard>
              </li>
            ))}
          </ReasonGrid>
          <BookCta />
          <p>
            <ButtonLink to={PATHS.faqs} variant="ghost">
              {t('readFaqs')}
            </ButtonLink>
          </p>
        </Container>
      </Section>
    </div>
  );
}
