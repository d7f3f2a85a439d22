/**
 * A remote built against a shared package the shell provides in another version (issue 24): the
 * federation runtime refuses the singleton (strictVersion, build-tools/webpack.cjs) with its own
 * words; this says it so an operator knows what to release (scripts/lib/singletons.mjs misfitMessage
 * says the same of the built files).
 */
const RUNTIME_REFUSAL =
  /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^)\s]+)/;

/** The skew behind a failed page load, or null when it failed for another reason. */
export function versionSkew(error: unknown): string | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const m = RUNTIME_REFUSAL.exec(e.message);
    if (m) {
      const [, provided, module, remote, required] = m;
      return `${remote} was built against ${module} ${required}, but the shell provides ${provided}: its pages stay unavailable until both are released with versions that fit`;
    }
  }
  return null;
}

const told = new Set<string>();

/** Logs the skew behind `error` once per message (every page of that remote fails the same way). */
export function reportVersionSkew(error: unknown): void {
  const skew = versionSkew(error);
  if (!skew || told.has(skew)) return;
  told.add(skew);
  console.error(`[shell] ${skew}`);
}
