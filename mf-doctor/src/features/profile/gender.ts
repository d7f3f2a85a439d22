/** "Female" for `female`; "—" when the doctor has not said. */
export const formatGender = (value: string | null | undefined): string =>
  value ? value[0]!.toUpperCase() + value.slice(1) : '—';
