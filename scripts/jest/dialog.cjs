/* global document, HTMLDialogElement -- it runs in the jsdom test environment */
// jsdom has <dialog> without show/showModal/close. This gives component tests what a browser does with a
// modal dialog: the top layer (newest on top), focus moved in on open and back to the previously focused
// element on close, Escape firing `cancel` at the top dialog (closing it unless cancelled), the page outside
// it inert (so Tab cycles through the dialog only), and `close` fired after a close.
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  /** Modal dialogs in the top layer, newest last; one removed from the document leaves it. */
  let topLayer = [];
  const previousFocus = new WeakMap();
  const returnValues = new WeakMap();
  const topDialog = () => {
    topLayer = topLayer.filter((d) => d.isConnected && d.open);
    return topLayer[topLayer.length - 1];
  };
  const focusablesIn = (dialog) => Array.from(dialog.querySelectorAll(FOCUSABLE));

  Object.defineProperty(HTMLDialogElement.prototype, 'returnValue', {
    configurable: true,
    get() {
      return returnValues.get(this) ?? '';
    },
    set(value) {
      returnValues.set(this, String(value));
    },
  });

  Object.assign(HTMLDialogElement.prototype, {
    show() {
      this.setAttribute('open', '');
    },
    showModal() {
      if (this.open && topLayer.includes(this)) return;
      if (this.open)
        throw new DOMException('The dialog is already open as a non-modal dialog.', 'InvalidStateError');
      if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
      previousFocus.set(this, this.ownerDocument.activeElement);
      this.setAttribute('open', '');
      topLayer.push(this);
      (this.querySelector('[autofocus]') ?? focusablesIn(this)[0] ?? this).focus();
    },
    close(returnValue) {
      if (!this.open) return;
      if (returnValue !== undefined) this.returnValue = returnValue;
      const hadFocus = this.contains(this.ownerDocument.activeElement);
      this.removeAttribute('open');
      topLayer = topLayer.filter((d) => d !== this);
      const previous = previousFocus.get(this);
      previousFocus.delete(this);
      if (hadFocus && previous?.isConnected) previous.focus();
      setTimeout(() => this.dispatchEvent(new Event('close')));
    },
  });

  document.addEventListener('keydown', (event) => {
    const dialog = topDialog();
    if (!dialog || event.defaultPrevented) return;
    if (event.key === 'Escape') {
      if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      const items = focusablesIn(dialog);
      const at = items.indexOf(dialog.ownerDocument.activeElement);
      const next = event.shiftKey ? (at <= 0 ? items.length - 1 : at - 1) : (at + 1) % items.length;
      (items[next] ?? dialog).focus();
    }
  });
}
