// Written by scripts/subset-devanagari.mjs: the subset fonts the shell's build copies to /fonts/.
export const DEVANAGARI_FONT_URLS = {
  '400': '/fonts/noto-sans-devanagari-400.b89f4ceadc.woff2',
  '700': '/fonts/noto-sans-devanagari-700.517b5d0050.woff2',
} as const;
