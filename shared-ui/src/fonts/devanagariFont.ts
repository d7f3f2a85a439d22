// Written by scripts/subset-devanagari.mjs: the subset fonts the shell's build copies to /fonts/.
export const DEVANAGARI_FONT_URLS = {
  '400': '/fonts/noto-sans-devanagari-400.0f0e22beb5.woff2',
  '700': '/fonts/noto-sans-devanagari-700.20b730404d.woff2',
} as const;
