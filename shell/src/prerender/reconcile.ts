/**
 * After hydration: the attributes and form values of the kept prerendered elements set to what the
 * app rendered on them. React's hydration keeps the server's elements and checks only their tags
 * and text; an attribute the app renders differently (a signed-in visitor's account link, ids from
 * useId, styled-components class names, a form value restored from a draft, a field a newer release
 * renamed) would otherwise stay as the HTML had it until that prop changes again. Reads the props
 * React attached to each element (its `__reactProps$` key, as React DOM keeps it since 17).
 */

/** One attribute (or form value) set to the app's: which element, what it was, what it is. */
export interface Reconciled {
  element: string;
  name: string;
  from: string | null;
  to: string | null;
}

/** Enumerated attributes React writes as "true"/"false" (other boolean attributes are present or absent). */
const BOOLEANISH = new Set(['contenteditable', 'draggable', 'spellcheck']);

/**
 * Props that are not attributes (children, event handlers…), or that React keeps as form state or
 * inline style: left alone.
 */
const NOT_ATTRIBUTE =
  /^(children|dangerouslySetInnerHTML|suppress\w+|ref|key|style|autoFocus|value|defaultValue|checked|defaultChecked|selected|on[A-Z]\w*)$/;

/** What the HTML may carry that no prop names: form state (an option's `selected`) and the inline style. */
const KEPT_ATTRIBUTE = /^(style|checked|selected)$/;

type Props = Record<string, unknown>;

function propsKeyOf(el: Element): string | undefined {
  return Object.keys(el).find((k) => k.startsWith('__reactProps$'));
}

/**
 * The attribute a prop gives an element, and its value (null: absent); undefined when it is no
 * attribute. React writes className as class, htmlFor as for, and other HTML props in lower case.
 */
function attributeOf(name: string, value: unknown): [string, string | null] | undefined {
  if (NOT_ATTRIBUTE.test(name)) return undefined;
  const named = /^(aria|data)-/.test(name);
  const attribute =
    name === 'className' ? 'class' : name === 'htmlFor' ? 'for' : named ? name : name.toLowerCase();
  if (value == null) return [attribute, null];
  if (typeof value === 'function' || typeof value === 'object' || typeof value === 'symbol') return undefined;
  if (typeof value === 'boolean' && !named && !BOOLEANISH.has(attribute))
    return [attribute, value ? '' : null];
  // React renders no javascript: URL as it is.
  return /^\s*javascript:/i.test(String(value)) ? undefined : [attribute, String(value)];
}

/**
 * Sets a field's controlled value (or checkedness) as an assignment does, so React's value tracker
 * learns it too.
 */
function setControl(
  el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  props: Props,
  report: (name: string, from: string, to: string) => void,
): void {
  const checkable = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
  const name = checkable ? 'checked' : 'value';
  const wanted = props[name];
  if (wanted == null || typeof wanted === 'object' || (el instanceof HTMLSelectElement && el.multiple))
    return;
  const current = String((el as HTMLInputElement)[name]);
  if (current === String(wanted)) return;
  report(name, current, String(wanted));
  if (checkable) (el as HTMLInputElement).checked = Boolean(wanted);
  else el.value = String(wanted);
}

/**
 * Sets every attribute and form value of the React-rendered elements under `container` to what the
 * app rendered; returns what it changed (nothing when the HTML was exactly the app's first render).
 */
export function reconcileWithApp(container: Element): Reconciled[] {
  const changed: Reconciled[] = [];
  let key: string | undefined;
  for (const el of container.querySelectorAll('*')) {
    if (el.closest('svg')) continue; // icons: static, and their attributes keep camelCase names
    key ??= propsKeyOf(el);
    const props = key ? ((el as unknown as Record<string, Props | undefined>)[key] ?? null) : null;
    if (!props) continue;
    const element = el.tagName.toLowerCase();
    const report = (name: string, from: string | null, to: string | null) =>
      changed.push({ element, name, from, to });
    const expected = new Map<string, string | null>();
    for (const [name, value] of Object.entries(props)) {
      const attribute = attributeOf(name, value);
      if (attribute) expected.set(...attribute);
    }
    // An option's or a button's value is an attribute; a field's is its state (setControl).
    const isField =
      el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
    if (!isField && 'value' in props && (typeof props.value === 'string' || typeof props.value === 'number'))
      expected.set('value', String(props.value));
    for (const [name, value] of expected) {
      const current = el.getAttribute(name);
      if (current === value) continue;
      report(name, current, value);
      if (value === null) el.removeAttribute(name);
      else el.setAttribute(name, value);
    }
    for (const { name } of [...el.attributes]) {
      if (expected.has(name) || KEPT_ATTRIBUTE.test(name) || (isField && name === 'value')) continue;
      report(name, el.getAttribute(name), null);
      el.removeAttribute(name);
    }
    if (isField) setControl(el, props, report);
  }
  return changed;
}
