/**
 * Counts the copies of this package evaluated in the page (one is expected: a federation singleton);
 * e2e and bundle checks read `window.__physioSharedUi.instances`.
 */
interface InstanceRecord {
  instances: number;
}

export function registerInstance(key: string, name: string): number {
  const g = globalThis as unknown as Record<string, InstanceRecord | undefined>;
  const record = g[key] ?? { instances: 0 };
  record.instances += 1;
  g[key] = record;
  if (record.instances > 1) {
    console.error(
      `[${name}] ${record.instances} copies loaded: the shell and remotes must share one singleton`,
    );
  }
  return record.instances;
}
