import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../GlobalStyle';
import * as icons from '../icons';
import { theme } from '../theme';
import { Card, Container, Stack, VisuallyHidden } from './layout';

describe('layout primitives and GlobalStyle', () => {
  it('render their children with the theme and inject the global styles', () => {
    render(
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Container $narrow>
          <Card>
            <Stack $direction="row" $gap="sm" $align="center" $justify="space-between">
              <span>One</span>
              <VisuallyHidden>Hidden text</VisuallyHidden>
            </Stack>
            <Stack>
              <span>Two</span>
            </Stack>
          </Card>
        </Container>
        <Container>Wide</Container>
      </ThemeProvider>,
    );
    expect(screen.getByText('One')).toBeInTheDocument();
    expect(screen.getByText('Hidden text')).toBeInTheDocument();
    const css = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
      .join('\n');
    expect(css).toContain('box-sizing: border-box');
    expect(css).toContain('prefers-reduced-motion');
    expect(css).toContain(':focus-visible');
  });
});

describe('icons', () => {
  it.each(Object.entries(icons))('%s is a decorative, unfocusable svg', (_name, Icon) => {
    const { container } = render(<Icon size={16} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('width', '16');
  });
});
