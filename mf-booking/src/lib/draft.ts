/**
 * A form draft kept in sessionStorage (this tab only), so a reload — or a phone discarding the tab
 * while the patient reads the SMS — does not lose what was typed. Never holds secrets.
 */
export function readDraft<T extends object>(key: string, fallback: T): T {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return fallback;
    const parsed = JSON.parse(raw) as unknown;
    if (!parsed || typeof parsed !== 'object') return fallback;
    // Only known keys with values of the same type as the fallback's.
    const base = fallback as Record<string, unknown>;
    const merged: Record<string, unknown> = { ...base };
    for (const [k, v] of Object.entries(parsed as Record<string, unknown>)) {
      if (k in base && typeof v === typeof base[k]) merged[k] = v;
    }
    return merged as T;
  } catch {
    return fallback;
  }
}

export function saveDraft(key: string, value: object): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked: the form still works, only the draft is not kept
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}
