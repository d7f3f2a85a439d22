// The subset of nginx's SSI (ngx_http_ssi_module) the shell's frames use, for the Node server of
// `npm start` (README: composition contract): it gives the bytes nginx gives for the same frame and
// the same fragments (scripts/tests/composition.test.mjs runs both).
//   <!--# include virtual="/uri$var" [set="name"] [stub="block"] -->
//   <!--# if expr="$name" --> … <!--# else --> … <!--# endif -->     (one level, as nginx)
//   <!--# echo var="name" encoding="none" -->
//   <!--# block name="name" --> … <!--# endblock -->

const COMMAND = /<!--#\s*([a-z]+)((?:\s+[a-z]+="[^"]*")*)\s*-->/g;
const PARAM = /([a-z]+)="([^"]*)"/g;

/** The commands and the text between them, in order. */
export function parseSsi(text) {
  const parts = [];
  let last = 0;
  for (const m of text.matchAll(COMMAND)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index) });
    parts.push({
      command: m[1],
      params: Object.fromEntries([...m[2].matchAll(PARAM)].map((p) => [p[1], p[2]])),
    });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** nginx's default echo encoding ("entity"). */
const escapeEntities = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `$name` and `${name}` replaced by the variables' values ('' when unset), as nginx evaluates a parameter. */
export function expand(value, vars) {
  return value.replace(
    /\$(?:\{([A-Za-z0-9_]+)\}|([A-Za-z0-9_]+))/g,
    (_, braced, bare) => vars.get(braced ?? bare) ?? '',
  );
}

/**
 * Runs the frame's commands.
 * @param {string} text the frame
 * @param {{ vars: Record<string, string>, include: (uri: string) => Promise<{ ok: boolean, body: string }> }} o
 *   vars: the page server's variables (physio_page); include: answers a subrequest (ok: a 2xx status)
 * @returns {Promise<string>}
 */
export async function runSsi(text, { vars, include }) {
  const values = new Map(Object.entries(vars));
  const blocks = new Map();
  let out = '';
  let block = null; // { name, text } while inside <!--# block -->
  let skipping = false; // inside the branch of an if that is not taken
  let taken = false; // the current if took a branch already
  const emit = (s) => {
    if (block) block.text += s;
    else if (!skipping) out += s;
  };
  for (const part of parseSsi(text)) {
    if ('text' in part) {
      emit(part.text);
      continue;
    }
    const { command, params } = part;
    if (command === 'block') {
      block = { name: params.name, text: '' };
    } else if (command === 'endblock') {
      if (block) blocks.set(block.name, block.text);
      block = null;
    } else if (command === 'if') {
      taken = Boolean(values.get((params.expr ?? '').replace(/^\$\{?|\}$/g, '')));
      skipping = !taken;
    } else if (command === 'else') {
      skipping = taken;
      taken = true;
    } else if (command === 'endif') {
      skipping = false;
      taken = false;
    } else if (skipping || block) {
      continue;
    } else if (command === 'include') {
      const { ok, body } = await include(expand(params.virtual ?? '', values));
      if (params.set) {
        if (ok) values.set(params.set, body);
      } else if (ok && body !== '') out += body;
      else if (params.stub) out += blocks.get(params.stub) ?? '';
    } else if (command === 'echo') {
      const value = values.get(params.var) ?? params.default ?? '(none)';
      out += params.encoding === 'none' ? value : escapeEntities(value);
    } else {
      throw new Error(`ssi: the frames use no "${command}" command`);
    }
  }
  return out;
}
