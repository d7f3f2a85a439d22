/**
 * The app taking over a prerendered page (see bootstrap.tsx). React replaces the page with the same
 * page; this keeps what a visitor did meanwhile that the replacement would undo — what they typed
 * into the prerendered form fields, the keyboard focus and the caret — and clears the prerendered
 * mark, which says "not interactive yet" to whoever waits for the app. A form the visitor submitted
 * meanwhile (held by the paint-first loader) is submitted again once the app holds it.
 */
import { HELD_SUBMIT_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './document';

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
 * What makes two controls "the same field" across the two renders: tag, type, name, and the value
 * of a radio or checkbox (ids are not compared: useId gives other ones in the browser than at build
 * time; the position is not either: a choice handed over may show more fields, e.g. an address).
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

/** The same field in the app's page: the n-th control with the same key, as it was in the prerendered page. */
function counterpart(container: Element, w: Watched): Control | null {
  return controlsWithKey(container, w.key)[w.nth] ?? null;
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
  value: string;
  checked: boolean;
}

function changedByVisitor(w: Watched): boolean {
  return isCheckable(w.el) ? w.el.checked !== w.checked : w.el.value !== w.value;
}

function handOver(container: Element, w: Watched): void {
  const el = counterpart(container, w);
  if (!el) return;
  if (isCheckable(w.el)) {
    if ((el as HTMLInputElement).checked !== w.el.checked) (el as HTMLInputElement).click();
  } else if (el.value !== w.el.value) {
    typeInto(el, w.el.value);
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
export function beginTakeover(container: HTMLElement, doc: Document = document): () => Promise<void> {
  const watched: Watched[] = [];
  const seen = new Map<string, number>();
  for (const el of container.querySelectorAll('input, textarea, select')) {
    if (!isControl(el)) continue;
    const key = fieldKey(el);
    const nth = seen.get(key) ?? 0;
    seen.set(key, nth + 1);
    watched.push({ el, key, nth, ...arrivedWith(el) });
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
    if (done) return;
    done = true;
    for (const type of events) doc.removeEventListener(type, note, true);
    const was = focused as typeof focused;
    const active = doc.activeElement;
    const appMovedFocus = Boolean(active && active !== doc.body && container.contains(active));
    // Read from the prerendered elements: React has replaced them, they still hold what was typed.
    for (const w of watched) {
      if (!changedByVisitor(w)) continue;
      handOver(container, w);
      await nextTask();
    }
    if (was && !appMovedFocus) restoreFocus(container, was, watched);
    const held = container.getAttribute(HELD_SUBMIT_ATTRIBUTE);
    container.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
    if (held !== null) submitAgain(container, held);
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
  const el = field ? counterpart(container, field) : elementAt(container, was.path);
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
