/**
 * The app taking over a prerendered page (see bootstrap.tsx). React replaces the page with the same
 * page; this keeps what a visitor did meanwhile that the replacement would undo (the keyboard focus)
 * and clears the prerendered mark, which says "not interactive yet" to whoever waits for the app.
 */
import { PRERENDERED_ATTRIBUTE } from './document';

/** Where an element sits under the container: child indexes from the container down. */
function pathOf(container: Element, el: Element): number[] | null {
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

/**
 * Starts remembering which element of the prerendered page has the focus. The returned function
 * ends the take-over once the app's first render is in place: clears the mark and puts the focus
 * back on the same element of the new page (if the visitor had focused one).
 */
export function beginTakeover(container: HTMLElement, doc: Document = document): () => void {
  let focused: { path: number[]; tag: string } | null = null;
  const onFocusIn = (e: FocusEvent) => {
    const target = e.target instanceof Element ? e.target : null;
    const path = target && container.contains(target) ? pathOf(container, target) : null;
    focused = path && target ? { path, tag: target.tagName } : null;
  };
  doc.addEventListener('focusin', onFocusIn);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    doc.removeEventListener('focusin', onFocusIn);
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
    const active = doc.activeElement;
    if (!focused || (active && active !== doc.body && container.contains(active))) return;
    const el = elementAt(container, focused.path);
    if (el instanceof HTMLElement && el.tagName === focused.tag) el.focus({ preventScroll: true });
  };
}
