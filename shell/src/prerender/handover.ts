/**
 * What a visitor did on a composed page before the app ran, given to the app once it holds the page
 * (takeover.ts fetches this only when there is something to give: a typed value, a focus React did
 * not keep, a held submit): each value as typing would give it, the focus and the caret, the submit.
 */
import {
  isCheckable,
  isControl,
  labelOf,
  type Control,
  type Focused,
  type Typed,
  type Watched,
} from './fields';

/**
 * What makes two controls "the same field" across two renders: tag, type, name, and the value of a
 * radio or checkbox (ids are not compared: useId gives other ones in the browser than at build time;
 * the position is not either: a choice handed over may show more fields, e.g. an address).
 */
function fieldKey(el: Control): string {
  const type = el instanceof HTMLInputElement ? el.type : '';
  const choice = isCheckable(el) ? el.value : '';
  return [el.tagName, type, el.getAttribute('name') ?? '', choice].join('|');
}

/**
 * Tag, type and label text: the field a release that renamed it still shows under the same label;
 * '' without a label. `text`: the label of a prerendered control, read while it was in the page.
 */
function labelKey(el: Control, text = labelOf(el)): string {
  const label = text.replace(/\s+/g, ' ').trim();
  return label && [el.tagName, el instanceof HTMLInputElement ? el.type : '', label].join('|');
}

/** The index of `w` among the watched controls with the same `keyOf`: its n-th field of that kind. */
function nthOf(watched: readonly Watched[], w: Watched, keyOf: (w: Watched) => string): number {
  const key = keyOf(w);
  return watched.slice(0, watched.indexOf(w)).filter((o) => keyOf(o) === key).length;
}

const watchedKey = (w: Watched) => fieldKey(w.el);
const watchedLabel = (w: Watched) => labelKey(w.el, w.label);

function elementAt(container: Element, path: readonly number[]): Element | null {
  let node: Element | null = container;
  for (const i of path) node = node?.children[i] ?? null;
  return node;
}

/** The controls under `container` whose `keyOf` is `key`, in document order. */
function controlsBy(container: Element, keyOf: (el: Control) => string, key: string): Control[] {
  return [...container.querySelectorAll('input, textarea, select')].filter(
    (el): el is Control => isControl(el) && keyOf(el) === key,
  );
}

/**
 * The same field in the app's page: the very element when hydration kept it, else the n-th control
 * with the same key as in the prerendered page, else the n-th with the same label (a renamed field).
 */
function counterpart(container: Element, w: Watched, watched: readonly Watched[]): Control | null {
  if (container.contains(w.el)) return w.el;
  const label = watchedLabel(w);
  return (
    controlsBy(container, fieldKey, fieldKey(w.el))[nthOf(watched, w, watchedKey)] ??
    (label ? controlsBy(container, labelKey, label)[nthOf(watched, w, watchedLabel)] : undefined) ??
    null
  );
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

/** Gives the app's control what the visitor typed, through the events typing or a tap fires. */
function handOverValue(container: Element, { w, value, checked }: Typed, watched: readonly Watched[]): void {
  const el = counterpart(container, w, watched);
  if (!el) return;
  if (isCheckable(w.el)) {
    if ((el as HTMLInputElement).checked !== checked) (el as HTMLInputElement).click();
  } else if (el.value !== value) {
    typeInto(el, value);
  }
}

/** Lets the app render what one handed-over value changed before the next is handed. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Hands every value the visitor changed to the app's controls, one at a time as typing would (a form
 * that builds its next state from the last render sees each), then puts the focus and caret back
 * where they were (`was`, null when the app has moved the focus itself).
 */
export async function handOver(
  container: Element,
  typed: readonly Typed[],
  was: Focused | null,
  watched: readonly Watched[],
): Promise<void> {
  for (const t of typed) {
    handOverValue(container, t, watched);
    await nextTask();
  }
  if (!was) return;
  const field = watched.find((w) => w.el === was.el);
  const el = container.contains(was.el)
    ? was.el
    : field
      ? counterpart(container, field, watched)
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

/**
 * The submit the visitor made before the take-over, now to the app's form: the same button (so a
 * form with several sees which one) or the same form, found at the place the loader noted. Nothing
 * when the app's page has no form there.
 */
export function submitAgain(container: Element, held: string): void {
  const el = elementAt(container, held.split('.').map(Number));
  if (el instanceof HTMLFormElement) {
    el.requestSubmit();
    return;
  }
  const submitter = el instanceof HTMLButtonElement || el instanceof HTMLInputElement ? el : null;
  if (submitter?.form && submitter.type === 'submit') submitter.form.requestSubmit(submitter);
}
