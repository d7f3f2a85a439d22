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

/** React prop names whose attribute is spelled otherwise (the rest are lower case, aria-* or data-*). */
const ATTRIBUTE_OF: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  tabIndex: 'tabindex',
  readOnly: 'readonly',
  autoComplete: 'autocomplete',
  autoCapitalize: 'autocapitalize',
  maxLength: 'maxlength',
  minLength: 'minlength',
  inputMode: 'inputmode',
  enterKeyHint: 'enterkeyhint',
  spellCheck: 'spellcheck',
  noValidate: 'novalidate',
  formNoValidate: 'formnovalidate',
  encType: 'enctype',
  acceptCharset: 'accept-charset',
  crossOrigin: 'crossorigin',
  referrerPolicy: 'referrerpolicy',
  fetchPriority: 'fetchpriority',
  srcSet: 'srcset',
  dateTime: 'datetime',
  colSpan: 'colspan',
  rowSpan: 'rowspan',
  accessKey: 'accesskey',
  contentEditable: 'contenteditable',
  allowFullScreen: 'allowfullscreen',
  autoPlay: 'autoplay',
  playsInline: 'playsinline',
};

/** Present or absent, never a value (React renders `true` as ""). */
const BOOLEAN_ATTRIBUTES = new Set([
  'allowfullscreen',
  'async',
  'autoplay',
  'controls',
  'default',
  'defer',
  'disabled',
  'formnovalidate',
  'hidden',
  'inert',
  'loop',
  'multiple',
  'muted',
  'novalidate',
  'open',
  'playsinline',
  'readonly',
  'required',
  'reversed',
]);

/** Props that are not attributes, or that React keeps as form state or inline style (left alone). */
const NOT_ATTRIBUTES = new Set([
  'children',
  'dangerouslySetInnerHTML',
  'suppressHydrationWarning',
  'suppressContentEditableWarning',
  'ref',
  'key',
  'style',
  'autoFocus',
  'value',
  'defaultValue',
  'checked',
  'defaultChecked',
  'selected',
]);

/** What the HTML may carry that no prop names: form state (an option's `selected`) and the inline style. */
const KEPT_ATTRIBUTES = new Set(['style', 'checked', 'selected']);

type Props = Record<string, unknown>;

function propsKeyOf(el: Element): string | undefined {
  return Object.keys(el).find((k) => k.startsWith('__reactProps$'));
}

/** The attribute a prop gives an element, and its value (null: absent); undefined when it is no attribute. */
function attributeOf(name: string, value: unknown): [string, string | null] | undefined {
  if (NOT_ATTRIBUTES.has(name) || /^on[A-Z]/.test(name)) return undefined;
  const attribute =
    ATTRIBUTE_OF[name] ?? (/^(aria|data)-/.test(name) || !/[A-Z]/.test(name) ? name : undefined);
  if (!attribute) return undefined;
  if (value == null) return [attribute, null];
  if (typeof value === 'function' || typeof value === 'object' || typeof value === 'symbol') return undefined;
  if (/^(aria|data)-/.test(attribute)) return [attribute, String(value)];
  if (BOOLEAN_ATTRIBUTES.has(attribute)) return [attribute, value ? '' : null];
  // React renders neither a boolean on another attribute nor a javascript: URL as it is.
  if (typeof value === 'boolean' || /^\s*javascript:/i.test(String(value))) return undefined;
  return [attribute, String(value)];
}

/** Sets a control's value as an assignment does, so React's value tracker learns it too. */
function setControl(
  el: Element,
  props: Props,
  report: (name: string, from: string, to: string) => void,
): void {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    if (typeof props.checked === 'boolean' && el.checked !== props.checked) {
      report('checked', String(el.checked), String(props.checked));
      el.checked = props.checked;
    }
    return;
  }
  const isField =
    el instanceof HTMLInputElement ||
    el instanceof HTMLTextAreaElement ||
    (el instanceof HTMLSelectElement && !el.multiple);
  if (!isField || props.value == null || typeof props.value === 'object') return;
  const value = String(props.value);
  if (el.value !== value) {
    report('value', el.value, value);
    el.value = value;
  }
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
      if (expected.has(name) || KEPT_ATTRIBUTES.has(name) || (isField && name === 'value')) continue;
      report(name, el.getAttribute(name), null);
      el.removeAttribute(name);
    }
    setControl(el, props, report);
  }
  return changed;
}
