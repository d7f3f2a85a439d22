import styled from 'styled-components';

export const MAIN_ID = 'main-content';

const Skip = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndices.modal};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus {
    top: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

export function SkipLink() {
  return <Skip href={`#${MAIN_ID}`}>Skip to content</Skip>;
}
