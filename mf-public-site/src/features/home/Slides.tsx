import styled from 'styled-components';
import type { Step } from '../../content/home';
import type { Testimonial } from '../../content/testimonials';

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
  return (
    <SlideCard>
      <StepNumber>
        Step {index + 1} of {total}
      </StepNumber>
      <h3>{step.title}</h3>
      <p>{step.text}</p>
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
  return (
    <SlideCard>
      <Quote>
        <blockquote>
          <p>“{testimonial.quote}”</p>
        </blockquote>
        <figcaption>
          <strong>{testimonial.name}</strong>, {testimonial.city} · {testimonial.condition}
        </figcaption>
      </Quote>
    </SlideCard>
  );
}
