/** Spec §9: offset is a page index; next is disabled when total ≤ offset × limit + count. */
export const isNextDisabled = (total: number, offset: number, limit: number, count: number): boolean =>
  total <= offset * limit + count;

export const isPreviousDisabled = (offset: number): boolean => offset <= 0;
