// Written by scripts/subset-devanagari.mjs: the subset fonts the shell's build copies to /fonts/.
export const DEVANAGARI_FONT_URLS = {
  '400': '/fonts/noto-sans-devanagari-400.cfe9c93c80.woff2',
  '700': '/fonts/noto-sans-devanagari-700.5fe1d61087.woff2',
} as const;
// The language switch's label on English pages (LOCALE_NAMES.hi) alone.
export const HINDI_LABEL_FONT_URL = '/fonts/hindi-label.d8344bc86d.woff2';
