/**
 * The form controls of a composed page as the take-over knows them across two renders of it
 * (takeover.ts watches them, handover.ts finds each again in the app's page).
 */

export type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export const isControl = (el: Element | null): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

export const isCheckable = (el: Control): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

/** A control of the prerendered page and what it held when the page arrived. */
export interface Watched {
  el: Control;
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
