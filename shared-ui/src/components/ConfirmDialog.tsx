import type { ReactNode } from 'react';
import styled from 'styled-components';
import { baseCatalog, Button, useMessages } from '@physio/shared-ui';
import { Modal } from './Modal';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the action runs: the confirm button spins and the dialog cannot be dismissed. */
  busy?: boolean;
  /** 'danger' (default) for destructive actions, 'primary' otherwise. */
  tone?: 'danger' | 'primary';
}

/** A yes/no question in a Modal; Cancel gets the focus first so Enter never destroys by accident. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  tone = 'danger',
}: ConfirmDialogProps) {
  const t = useMessages(baseCatalog);
  return (
    <Modal open={open} title={title} onClose={() => (busy ? undefined : onCancel())} hideCloseButton>
      <div>{message}</div>
      <Actions>
        <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
          {cancelLabel ?? t('cancel')}
        </Button>
        <Button variant={tone} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Actions>
    </Modal>
  );
}
