/**
 * The app taking over a composed page (see bootstrap.tsx). React hydrates the page: its elements
 * stay, and reconcile.ts sets on them what the app renders differently. Where the markup differs
 * (another release of the remote, a signed-in visitor's frame) React renders that part anew instead.
 * Either way what a visitor did meanwhile — what they typed into the form fields, the keyboard focus
 * and the caret, a submit the paint-first loader held — reaches the app (handover.ts), and the
 * prerendered mark, which says "not interactive yet" to whoever waits for the app, is cleared.
 */
import { HELD_SUBMIT_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './document';
import {
  isCheckable,
  isControl,
  labelOf,
  type Control,
  type Focused,
  type Typed,
  type Watched,
} from './fields';
import { reconcileWithApp, type Reconciled } from './reconcile';

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

/** What a control held when the page arrived: the value its HTML gives it. */
function arrivedWith(el: Control): { value: string; checked: boolean } {
  if (el instanceof HTMLSelectElement) {
    const options = [...el.options];
    return { value: (options.find((o) => o.defaultSelected) ?? options[0])?.value ?? '', checked: false };
  }
  if (isCheckable(el)) return { value: el.value, checked: el.defaultChecked };
  return { value: el.defaultValue, checked: false };
}

function typedInto(w: Watched): Typed | null {
  const checked = isCheckable(w.el) && w.el.checked;
  const changed = isCheckable(w.el) ? checked !== w.checked : w.el.value !== w.value;
  return changed ? { w, value: w.el.value, checked } : null;
}

/** The caret or selection of a text control, where the control has one (not type=email or number). */
function selectionOf(el: Element | null): Focused['selection'] {
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return null;
  try {
    if (el.selectionStart === null || el.selectionEnd === null) return null;
    return [el.selectionStart, el.selectionEnd, el.selectionDirection ?? 'none'];
  } catch {
    return null;
  }
}

/**
 * Starts watching the prerendered page: which element has the focus and where its caret is, and
 * the form controls with the values their HTML gave them (the visitor may have typed before the
 * app's scripts ran). The returned function ends the take-over once the app holds the page: sets
 * what the app renders differently on the elements it kept, hands the visitor's input to the app,
 * then clears the prerendered mark.
 */
export function beginTakeover(container: HTMLElement, doc: Document = document): () => Promise<Reconciled[]> {
  const watched: Watched[] = [...container.querySelectorAll('input, textarea, select')]
    .filter(isControl)
    // The label now: an element React removes has none any more.
    .map((el) => ({ el, label: labelOf(el), ...arrivedWith(el) }));
  let focused: Focused | null = null;
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
    const active = doc.activeElement;
    const was = focused as Focused | null;
    // The focus to give back, unless the app has moved it itself.
    const giveBack =
      active && active !== doc.body && active !== was?.el && container.contains(active) ? null : was;
    // Read first: setting the app's values on the elements hydration kept overwrites them (the
    // elements React rendered anew never had them).
    const typed = watched.map(typedInto).filter((t): t is Typed => t !== null);
    const held = container.getAttribute(HELD_SUBMIT_ATTRIBUTE);
    // Fetched only when the visitor did something the app would not keep by itself (most do nothing
    // before it runs): typed, a focus hydration did not keep, a submit.
    const needed = typed.length > 0 || held !== null || (giveBack !== null && active !== giveBack.el);
    const handover = needed ? await import('./handover').catch(() => null) : null;
    const reconciled = reconcileWithApp(container);
    await handover?.handOver(container, typed, giveBack, watched);
    container.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
    if (held !== null) handover?.submitAgain(container, held);
    return reconciled;
  };
}
