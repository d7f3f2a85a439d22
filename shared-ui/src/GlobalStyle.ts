import { createGlobalStyle } from 'styled-components';
import { DEVANAGARI_FONT_URLS, HINDI_LABEL_FONT_URL } from './fonts/devanagariFont';

/**
 * Hindi: Noto Sans Devanagari cut to the characters our Hindi uses (scripts/subset-devanagari.mjs).
 * unicode-range makes the browser fetch it only for Devanagari text, so English pages never load it,
 * and a phone without a Devanagari system font shows Hindi instead of boxes.
 */
const devanagariFaces = Object.entries(DEVANAGARI_FONT_URLS)
  .map(
    ([weight, url]) =>
      `@font-face { font-family: 'PhysioCare Devanagari'; font-style: normal; font-weight: ${weight}; ` +
      `font-display: swap; src: url(${url}) format('woff2'); unicode-range: U+0900-097F, U+200C-200D, U+25CC; }`,
  )
  .join('\n');

/**
 * The language switch's label on an English page (हिन्दी, LanguageSwitch): a face cut to its few characters
 * (2.4 KB), so an English page does not fetch the whole Devanagari face (28 KB) for one word, and Chromium
 * without a Devanagari system font still shows it, not boxes.
 */
export const HINDI_LABEL_FONT_FAMILY = "'PhysioCare Hindi Label', system-ui, sans-serif";
const hindiLabelFace =
  "@font-face { font-family: 'PhysioCare Hindi Label'; font-style: normal; font-weight: 400; " +
  `font-display: swap; src: url(${HINDI_LABEL_FONT_URL}) format('woff2'); unicode-range: U+0900-097F; }`;

/** Base document styles: system fonts for Latin (no web-font downloads), 16 px base, visible keyboard focus. */
export const GlobalStyle = createGlobalStyle`
  ${devanagariFaces}
  ${hindiLabelFace}
  *, *::before, *::after { box-sizing: border-box; }
  /* scroll-padding-top: what the browser scrolls to on a focus or an anchor clears the sticky top navigation. */
  html { font-size: 100%; -webkit-text-size-adjust: 100%; text-size-adjust: 100%; scroll-padding-top: 5rem; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { line-height: ${({ theme }) => theme.lineHeights.tight}; margin: 0 0 ${({ theme }) => theme.space.sm}; }
  p { margin: 0 0 ${({ theme }) => theme.space.md}; }
  img, svg, video { max-width: 100%; height: auto; }
  img, video { display: block; }
  a { color: ${({ theme }) => theme.colors.primary}; text-underline-offset: 2px; }
  a:hover { color: ${({ theme }) => theme.colors.primaryHover}; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus { outline: none; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
