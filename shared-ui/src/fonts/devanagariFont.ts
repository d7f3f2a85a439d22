// Written by scripts/subset-devanagari.mjs: the subset fonts the shell's build copies to /fonts/.
export const DEVANAGARI_FONT_URLS = {
  '400': '/fonts/noto-sans-devanagari-400.5442c6a7a1.woff2',
  '700': '/fonts/noto-sans-devanagari-700.833707cf71.woff2',
} as const;
