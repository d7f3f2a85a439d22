import { registerInstance } from './lib/instance';

/**
 * PhysioCare design tokens: a calm teal primary, a warm accent and neutral text colours.
 * Every text/background pair used by the components keeps a contrast ratio of at least 4.5:1.
 */
registerInstance('__physioSharedUi', '@physio/shared-ui');

export const theme = {
  colors: {
    primary: '#0f766e',
    primaryHover: '#115e59',
    primarySoft: '#e6f4f2',
    onPrimary: '#ffffff',
    accent: '#b45309',
    accentHover: '#92400e',
    accentSoft: '#fff4e5',
    onAccent: '#ffffff',
    text: '#1f2933',
    textMuted: '#4b5563',
    background: '#ffffff',
    surface: '#f5faf9',
    border: '#c7d2d0',
    borderStrong: '#6b7b78',
    focus: '#1d4ed8',
    error: '#b91c1c',
    errorSoft: '#fdecec',
    success: '#166534',
    successSoft: '#e8f6ec',
    info: '#1e40af',
    infoSoft: '#e8eefc',
    danger: '#b91c1c',
    dangerHover: '#991b1b',
    overlay: 'rgba(15, 23, 42, 0.55)',
  },
  fonts: {
    // The Devanagari subset first: its unicode-range limits it to Hindi text, and Chromium left Devanagari
    // in boxes when the face came after system fonts that lack it (screenshots of /booking).
    body: '"PhysioCare Devanagari", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: 'clamp(1.75rem, 4vw + 1rem, 3rem)',
  },
  fontWeights: { regular: 400, medium: 500, bold: 700 },
  lineHeights: { tight: 1.25, body: 1.5 },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  shadows: {
    card: '0 1px 3px rgba(15, 23, 42, 0.08), 0 4px 12px rgba(15, 23, 42, 0.06)',
    modal: '0 12px 40px rgba(15, 23, 42, 0.25)',
  },
  breakpoints: { sm: 480, md: 768, lg: 1024, xl: 1280 },
  layout: { maxWidth: '1200px', narrowWidth: '640px' },
  zIndices: { header: 100, modal: 1000 },
  transitions: { fast: '120ms ease-out', normal: '200ms ease-out' },
} as const;

export type Theme = typeof theme;

/** Mobile-first media queries: `${media.md} { ... }` applies from 768 px up. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm}px)`,
  md: `@media (min-width: ${theme.breakpoints.md}px)`,
  lg: `@media (min-width: ${theme.breakpoints.lg}px)`,
  xl: `@media (min-width: ${theme.breakpoints.xl}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
