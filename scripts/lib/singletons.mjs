// Which remote cannot run with the shell it is deployed with: a shared singleton the remote requires
// in a version the shell does not provide (issue 24). Read from the apps' mf-manifest.json files, with
// the federation runtime's own range test, so the check says what the browser will do: a singleton
// shared with strictVersion refuses the remote's page (the unavailable panel), never runs it with
// the wrong copy.
import { satisfy } from '@module-federation/runtime';

/**
 * @param {{ name: string, shared?: { name: string, version: string }[] }} host the shell's manifest
 * @param {{ name: string, shared?: { name: string, singleton?: boolean, requiredVersion?: string | false }[] }[]} remotes
 * @returns {{ remote: string, module: string, required: string, provided: string }[]} the pairs that do not fit
 */
export function incompatibleSingletons(host, remotes) {
  const provided = new Map((host.shared ?? []).map((s) => [s.name, s.version]));
  const misfits = [];
  for (const remote of remotes) {
    for (const s of remote.shared ?? []) {
      if (!s.singleton || typeof s.requiredVersion !== 'string') continue;
      const version = provided.get(s.name);
      // A module the shell does not share is loaded from the remote itself (its own copy fits it).
      if (version === undefined || satisfy(version, s.requiredVersion)) continue;
      misfits.push({ remote: remote.name, module: s.name, required: s.requiredVersion, provided: version });
    }
  }
  return misfits;
}

/** The console's words for a misfit (check-singletons prints it; the shell logs the same in the browser). */
export function misfitMessage({ remote, module, required, provided }) {
  return `${remote} was built against ${module} ${required}, but the shell provides ${provided}: its pages stay unavailable until both are released with versions that fit`;
}
