/**
 * A mobile number as people type or paste it (`+91 98765 43210`, `919876543210`, `098765-43210`) → its 10
 * digits. Spaces, dashes, brackets and the `+` go first; then a 91 country code (12 digits) or a trunk 0
 * (11 digits) is dropped. The result is at most 10 digits, so a field can use it on every keystroke: a number
 * being typed (`9198765…`) keeps its leading 9 and 1 until it is longer than 10 digits.
 */
export function normalizeMobile(raw: string): string {
  const digits = raw.slice(0, 40).replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 13 && digits.startsWith('091')) return digits.slice(3);
  if (digits.length === 14 && digits.startsWith('0091')) return digits.slice(4);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits.slice(0, 10);
}
