// Renders deploy/nginx templates the way the nginx image's entrypoint does (envsubst): only
// ${VAR} names that are defined are replaced, so nginx's own $variables stay untouched.
import { readFileSync } from 'node:fs';

export function renderTemplate(text, vars) {
  return text.replace(/\$\{([A-Z_][A-Z0-9_]*)\}/g, (whole, name) =>
    name in vars ? String(vars[name]) : whole,
  );
}

export function renderTemplateFile(file, vars) {
  return renderTemplate(readFileSync(file, 'utf8'), vars);
}
