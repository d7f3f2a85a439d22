// Written by scripts/subset-devanagari.mjs: the subset fonts the shell's build copies to /fonts/.
export const DEVANAGARI_FONT_URLS = {
  '400': '/fonts/noto-sans-devanagari-400.760f5e886b.woff2',
  '700': '/fonts/noto-sans-devanagari-700.80639a01e9.woff2',
} as const;
