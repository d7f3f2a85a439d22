/**
 * A value made on its first use and kept: the site's Intl formatters. The first Intl object a page creates loads
 * ICU's data (about 30 ms on a laptop, four times that on a slow phone); created when their module was evaluated,
 * every page paid for it while its scripts ran, whether it showed a date or a price or not.
 */
export function whenFirstUsed<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}
