import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { focusableIn } from '../lib/focusable';
import { CloseIcon } from '../icons';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Dialog = styled.div`
  position: relative;
  width: 100%;
  max-width: 480px;
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.modal};
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 44px;
  height: 44px;
  margin: -${({ theme }) => theme.space.xs} -${({ theme }) => theme.space.xs} 0 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** Open dialogs, newest last: only the top one reacts to Escape and keeps the focus. */
const openDialogs: HTMLElement[] = [];

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Hide the × button (the content then must offer its own way out). */
  hideCloseButton?: boolean;
  /** Close on a click on the dimmed backdrop (default true). */
  closeOnBackdrop?: boolean;
}

/**
 * Accessible modal dialog: role=dialog + aria-modal, labelled by its title, focus moves inside on open,
 * Tab/Shift+Tab cycle within it, Escape closes, and focus returns to the opener on close.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  hideCloseButton = false,
  closeOnBackdrop = true,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) {
      const autofocus = dialog.querySelector<HTMLElement>('[autofocus],[data-autofocus]');
      const first = focusableIn(dialog).find((el) => !el.dataset.modalClose);
      (autofocus ?? first ?? dialog).focus();
    }
    if (dialog) openDialogs.push(dialog);
    const isTop = () => dialog !== null && openDialogs[openDialogs.length - 1] === dialog;
    // Escape also works when focus was lost to the page (e.g. a click on static text). Focus is not
    // pulled back by force: third-party overlays (the payment checkout) must be able to take it.
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && isTop() && !dialog?.contains(event.target as Node)) onCloseRef.current();
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      const index = dialog ? openDialogs.lastIndexOf(dialog) : -1;
      if (index >= 0) openDialogs.splice(index, 1);
      document.body.style.overflow = overflow;
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableIn(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      dialogRef.current.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Backdrop
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          {!hideCloseButton && (
            <CloseButton
              type="button"
              aria-label="Close"
              data-modal-close="true"
              onClick={() => onCloseRef.current()}
            >
              <CloseIcon />
            </CloseButton>
          )}
        </Header>
        {children}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
