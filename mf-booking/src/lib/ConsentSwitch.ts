import styled from 'styled-components';

/** A consent switch: a checkbox with its label, a 44 px touch target (the WhatsApp consent, the privacy page). */
export const ConsentSwitch = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  input {
    flex: none;
    width: 22px;
    height: 22px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The small print under a consent switch. */
export const ConsentHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
