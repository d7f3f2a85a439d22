// Written by scripts/subset-devanagari.mjs: the subset fonts the shell's build copies to /fonts/.
export const DEVANAGARI_FONT_URLS = {
  '400': '/fonts/noto-sans-devanagari-400.02cc1c7537.woff2',
  '700': '/fonts/noto-sans-devanagari-700.70b3cb050c.woff2',
} as const;
