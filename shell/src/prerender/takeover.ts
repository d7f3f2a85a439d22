/**
 * The app taking over a composed page (see bootstrap.tsx). React hydrates the page: its elements
 * stay, and reconcile.ts sets on them what the app renders differently. Where the markup differs
 * (another release of the remote, a signed-in visitor's frame) React renders that part anew instead.
 * Either way this keeps what a visitor did meanwhile — what they typed into the form fields, the
 * keyboard focus and the caret — in the app's state, and clears the prerendered mark, which says
 * "not interactive yet" to whoever waits for the app. A form the visitor submitted meanwhile (held
 * by the paint-first loader) is submitted again once the app holds it.
 */
import { HELD_SUBMIT_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './document';
import { reconcileWithApp, type Reconciled } from './reconcile';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Where an element sits under the container: child indexes from the container down. */
export function pathOf(container: Element, el: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = el; node && node !== container; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
  }
  return path;
}

function elementAt(container: Element, path: readonly number[]): Element | null {
  let node: Element | null = container;
  for (const i of path) node = node?.children[i] ?? null;
  return node;
}

const isControl = (el: Element | null): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

const isCheckable = (el: Control): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

/**
 * What makes two controls "the same field" across two renders: tag, type, name, and the value of a
 * radio or checkbox (ids are not compared: useId gives other ones in the browser than at build time;
 * the position is not either: a choice handed over may show more fields, e.g. an address).
 */
function fieldKey(el: Control): string {
  const type = el instanceof HTMLInputElement ? el.type : '';
  const choice = el instanceof HTMLInputElement && isCheckable(el) ? el.value : '';
  return [el.tagName, type, el.getAttribute('name') ?? '', choice].join('|');
}

/** The controls under `container` with `key`, in document order. */
function controlsWithKey(container: Element, key: string): Control[] {
  return [...container.querySelectorAll('input, textarea, select')].filter(
    (el): el is Control => isControl(el) && fieldKey(el) === key,
  );
}

/** The text of a control's label (or aria-label): what a visitor knows the field by. */
function labelOf(el: Control): string {
  const text = el.labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** Tag, type and label: the field a release that renamed it still shows under the same label. */
function labelKey(el: Control): string {
  return [el.tagName, el instanceof HTMLInputElement ? el.type : '', labelOf(el)].join('|');
}

/**
 * The same field in the app's page: the very element when hydration kept it, else the n-th control
 * with the same key as in the prerendered page, else the n-th with the same label (a renamed field).
 */
function counterpart(container: Element, w: Watched): Control | null {
  if (container.contains(w.el)) return w.el;
  const byKey = controlsWithKey(container, w.key)[w.nth];
  if (byKey) return byKey;
  if (!w.label) return null;
  const labelled = [...container.querySelectorAll('input, textarea, select')].filter(
    (el): el is Control => isControl(el) && labelKey(el) === w.label,
  );
  return labelled[w.labelNth] ?? null;
}

/**
 * Sets a control's value the way typing does, so React's onChange sees it and the app's state (a
 * controlled field) takes it: the prototype's setter bypasses React's value tracker, then the
 * event a keystroke or a choice fires.
 */
function typeInto(el: Control, value: string): void {
  const proto = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** What a control held when the page arrived: the value its HTML gives it. */
function arrivedWith(el: Control): { value: string; checked: boolean } {
  if (el instanceof HTMLSelectElement) {
    const options = [...el.options];
    return { value: (options.find((o) => o.defaultSelected) ?? options[0])?.value ?? '', checked: false };
  }
  if (isCheckable(el)) return { value: el.value, checked: el.defaultChecked };
  return { value: el.defaultValue, checked: false };
}

/** A control of the prerendered page and what it held when the page arrived. */
interface Watched {
  el: Control;
  key: string;
  /** Its index among the prerendered controls with the same key. */
  nth: number;
  /** labelKey, and its index among the prerendered controls with that one ('' without a label). */
  label: string;
  labelNth: number;
  value: string;
  checked: boolean;
}

/** What the visitor left in a control: its value, or whether it is checked. */
interface Typed {
  w: Watched;
  value: string;
  checked: boolean;
}

function typedInto(w: Watched): Typed | null {
  const checked = isCheckable(w.el) && w.el.checked;
  const changed = isCheckable(w.el) ? checked !== w.checked : w.el.value !== w.value;
  return changed ? { w, value: w.el.value, checked } : null;
}

/** Gives the app's control what the visitor typed, through the events typing or a tap fires. */
function handOver(container: Element, { w, value, checked }: Typed): void {
  const el = counterpart(container, w);
  if (!el) return;
  if (isCheckable(w.el)) {
    if ((el as HTMLInputElement).checked !== checked) (el as HTMLInputElement).click();
  } else if (el.value !== value) {
    typeInto(el, value);
  }
}

/** The caret or selection of a text control, where the control has one (not type=email or number). */
function selectionOf(el: Element | null): [number, number, 'forward' | 'backward' | 'none'] | null {
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return null;
  try {
    if (el.selectionStart === null || el.selectionEnd === null) return null;
    return [el.selectionStart, el.selectionEnd, el.selectionDirection ?? 'none'];
  } catch {
    return null;
  }
}

/** Lets the app render what one handed-over value changed before the next is handed (see endTakeover). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts watching the prerendered page: which element has the focus and where its caret is, and
 * the form controls with the values their HTML gave them (the visitor may have typed before the
 * app's scripts ran). The returned function ends the take-over once the app's first render is in
 * place: hands every value the visitor changed to the app's controls, one at a time as typing
 * would (a form that builds its next state from the last render sees each), puts the focus and
 * caret back on the same field of the new page (unless the app has moved the focus itself), then
 * clears the prerendered mark.
 */
export function beginTakeover(container: HTMLElement, doc: Document = document): () => Promise<Reconciled[]> {
  const watched: Watched[] = [];
  const seen = new Map<string, number>();
  const count = (key: string) => {
    const nth = seen.get(key) ?? 0;
    seen.set(key, nth + 1);
    return nth;
  };
  for (const el of container.querySelectorAll('input, textarea, select')) {
    if (!isControl(el)) continue;
    const key = fieldKey(el);
    const label = labelOf(el) ? labelKey(el) : '';
    watched.push({
      el,
      key,
      nth: count(`key:${key}`),
      label,
      labelNth: label ? count(`label:${label}`) : 0,
      ...arrivedWith(el),
    });
  }
  let focused: { el: Element; path: number[]; selection: ReturnType<typeof selectionOf> } | null = null;
  const note = () => {
    const target = doc.activeElement;
    const path =
      target && target !== doc.body && container.contains(target) ? pathOf(container, target) : null;
    focused = path && target ? { el: target, path, selection: selectionOf(target) } : null;
  };
  // The visitor may have focused a field and moved its caret before this script ran.
  note();
  const events = ['focusin', 'keyup', 'mouseup', 'select', 'selectionchange'] as const;
  for (const type of events) doc.addEventListener(type, note, true);
  let done = false;
  return async () => {
    if (done) return [];
    done = true;
    for (const type of events) doc.removeEventListener(type, note, true);
    const was = focused as typeof focused;
    const active = doc.activeElement;
    const appMovedFocus = Boolean(
      active && active !== doc.body && active !== was?.el && container.contains(active),
    );
    // Read first: setting the app's values on the elements hydration kept overwrites them (the
    // elements React rendered anew never had them).
    const typed = watched.map(typedInto).filter((t): t is Typed => t !== null);
    const reconciled = reconcileWithApp(container);
    for (const t of typed) {
      handOver(container, t);
      await nextTask();
    }
    if (was && !appMovedFocus) restoreFocus(container, was, watched);
    const held = container.getAttribute(HELD_SUBMIT_ATTRIBUTE);
    container.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
    if (held !== null) submitAgain(container, held);
    return reconciled;
  };
}

/**
 * The submit the visitor made before the take-over, now to the app's form: the same button (so a
 * form with several sees which one) or the same form, found at the place the loader noted. Nothing
 * when the app's page has no form there.
 */
function submitAgain(container: Element, held: string): void {
  const el = elementAt(container, held.split('.').map(Number));
  if (el instanceof HTMLFormElement) {
    el.requestSubmit();
    return;
  }
  const submitter = el instanceof HTMLButtonElement || el instanceof HTMLInputElement ? el : null;
  if (submitter?.form && submitter.type === 'submit') submitter.form.requestSubmit(submitter);
}

function restoreFocus(
  container: Element,
  was: { el: Element; path: number[]; selection: ReturnType<typeof selectionOf> },
  watched: readonly Watched[],
): void {
  const field = watched.find((w) => w.el === was.el);
  const el = container.contains(was.el)
    ? was.el
    : field
      ? counterpart(container, field)
      : elementAt(container, was.path);
  if (!(el instanceof HTMLElement) || el.tagName !== was.el.tagName) return;
  el.focus({ preventScroll: true });
  if (was.selection && (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) {
    try {
      el.setSelectionRange(...was.selection);
    } catch {
      // a control without a selection (the app changed its type): the focus is enough
    }
  }
}
