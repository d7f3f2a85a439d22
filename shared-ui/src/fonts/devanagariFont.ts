// Written by scripts/subset-devanagari.mjs: the subset fonts the shell's build copies to /fonts/.
export const DEVANAGARI_FONT_URLS = {
  '400': '/fonts/noto-sans-devanagari-400.4cacc7680c.woff2',
  '700': '/fonts/noto-sans-devanagari-700.d9e9261a25.woff2',
} as const;
