/**
 * Reads a colour from the shared theme with a fallback, so components render sensibly even when a
 * page is mounted without the ThemeProvider (e.g. a remote page in isolation).
 */
type LooseTheme = { colors?: Record<string, unknown> } | undefined;

export const color =
  (name: string, fallback: string) =>
  ({ theme }: { theme?: unknown }): string => {
    const value = (theme as LooseTheme)?.colors?.[name];
    return typeof value === 'string' ? value : fallback;
  };
