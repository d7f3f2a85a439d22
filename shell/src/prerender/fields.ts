/**
 * The form controls of a composed page as the take-over knows them across two renders of it
 * (takeover.ts watches them, handover.ts finds each again in the app's page).
 */

export type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export const isControl = (el: Element | null): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

export const isCheckable = (el: Control): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

/** The text of a control's label (or aria-label): what a visitor knows the field by. */
export const labelOf = (el: Control): string =>
  el.labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? '';

/** A control of the prerendered page, its label (read while it is in the page), and what it held then. */
export interface Watched {
  el: Control;
  label: string;
  value: string;
  checked: boolean;
}

/** What the visitor left in a control: its value, or whether it is checked. */
export interface Typed {
  w: Watched;
  value: string;
  checked: boolean;
}

/** The element that had the focus, where it sat under the container, and its caret. */
export interface Focused {
  el: Element;
  path: number[];
  selection: [number, number, 'forward' | 'backward' | 'none'] | null;
}
