/**
 * For tests: what is wrong with a catalog's Hindi beside its English: a key with words but no Devanagari (left in English)
 * or whose placeholders differ from English's. Empty when the Hindi is whole.
 */
export function catalogProblems(en: Record<string, string>, hi: Record<string, string>): string[] {
  const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join(' ');
  const problems: string[] = [];
  for (const [key, english] of Object.entries(en)) {
    const hindi = hi[key] ?? '';
    // A text of placeholders and punctuation only ("{name} ({relation}, {age})") has no words to translate.
    const words = /[A-Za-z]/.test(english.replace(/\{\w+\}/g, ''));
    if (words && !/[\u0900-\u097F]/.test(hindi)) problems.push(`${key}: no Hindi`);
    if (placeholders(hindi) !== placeholders(english)) problems.push(`${key}: placeholders differ`);
  }
  for (const key of Object.keys(hi)) if (!(key in en)) problems.push(`${key}: not in English`);
  return problems;
}
