export const DASHBOARD_TABS = [
  { id: 'appointments', label: 'Appointments' },
  { id: 'patients', label: 'Patients' },
  { id: 'coupons', label: 'Coupons' },
  { id: 'packages', label: 'Packages' },
  { id: 'hours', label: 'Hours' },
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number]['id'];

/** The tab comes from the query string: `?patients`, `?coupons`, `?appointments` (also `?tab=coupons`). */
export function tabFromSearch(search: string): DashboardTab {
  const params = new URLSearchParams(search);
  const named = params.get('tab');
  const found = DASHBOARD_TABS.find((t) => t.id === named || params.has(t.id));
  return found ? found.id : 'patients';
}
