import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { focusableIn } from '../lib/focusable';
import { baseCatalog, CloseIcon, useMessages } from '@physio/shared-ui';

/**
 * The whole viewport, in the top layer: the page under it is inert while it is open (showModal). The dim area
 * around the panel is the dialog's own, so a click there is a click outside the panel.
 */
const Dialog = styled.dialog`
  width: 100%;
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

const Backdrop = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
`;

const Panel = styled.div`
  position: relative;
  width: 100%;
  max-width: 480px;
  max-height: 100%;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
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

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Hide the × button (the content then must offer its own way out). */
  hideCloseButton?: boolean;
  /** Close on a click on the dimmed backdrop (default true). */
  closeOnBackdrop?: boolean;
  /** The × button's name in the page's language (English "Close" when not given). */
  closeLabel?: string;
}

/**
 * A modal `<dialog>` opened with showModal(): the browser keeps the page behind it inert and sends Escape
 * (as `cancel`) to the top dialog only. It is labelled by its title; focus moves to its first control (or the
 * one marked data-autofocus) on open and returns to the opener on close.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  hideCloseButton = false,
  closeOnBackdrop = true,
  closeLabel,
}: ModalProps) {
  const t = useMessages(baseCatalog);
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  const openRef = useRef(open);
  useEffect(() => {
    onCloseRef.current = onClose;
    openRef.current = open;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    const autofocus = dialog.querySelector<HTMLElement>('[data-autofocus]');
    (autofocus ?? focusableIn(dialog).find((el) => !el.dataset.modalClose) ?? dialog).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <Dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={(event) => {
        // The owner closes it (or not: a busy confirmation stays).
        event.preventDefault();
        onCloseRef.current();
      }}
      onClose={() => {
        // Closed by the browser although it must stay (a second Escape while busy): show it again.
        const dialog = dialogRef.current;
        if (openRef.current && dialog?.isConnected && !dialog.open) dialog.showModal();
      }}
    >
      <Backdrop
        data-testid="modal-backdrop"
        onMouseDown={(event) => {
          if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
        }}
      >
        <Panel>
          <Header>
            <Title id={titleId}>{title}</Title>
            {!hideCloseButton && (
              <CloseButton
                type="button"
                aria-label={closeLabel ?? t('close')}
                data-modal-close="true"
                onClick={() => onCloseRef.current()}
              >
                <CloseIcon />
              </CloseButton>
            )}
          </Header>
          {children}
        </Panel>
      </Backdrop>
    </Dialog>,
    document.body,
  );
}
