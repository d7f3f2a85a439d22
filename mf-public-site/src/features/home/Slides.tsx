import styled from 'styled-components';
import { useMessages } from '@physio/shared-ui';
import type { Step } from '../../content/home';
import type { Testimonial } from '../../content/testimonials';
import { homeCatalog, stepsCatalog, testimonialsCatalog } from './homeMessages';

const SlideCard = styled.div`
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
  }
`;

const StepNumber = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-transform: uppercase;
  letter-spacing: 0.05em;
  && {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

export function StepSlide({ step, index, total }: { step: Step; index: number; total: number }) {
  const t = useMessages(homeCatalog);
  const text = useMessages(stepsCatalog);
  return (
    <SlideCard>
      <StepNumber>{t('step', { number: index + 1, total })}</StepNumber>
      <h3>{text(`${step.id}.title`)}</h3>
      <p>{text(`${step.id}.text`)}</p>
    </SlideCard>
  );
}

const Quote = styled.figure`
  margin: 0;
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function TestimonialSlide({ testimonial }: { testimonial: Testimonial }) {
  const t = useMessages(testimonialsCatalog);
  return (
    <SlideCard>
      <Quote>
        <blockquote>
          <p>“{t(`${testimonial.id}.quote`)}”</p>
        </blockquote>
        <figcaption>
          <strong>{testimonial.name}</strong>, {t(`${testimonial.id}.city`)} ·{' '}
          {t(`${testimonial.id}.condition`)}
        </figcaption>
      </Quote>
    </SlideCard>
  );
}
