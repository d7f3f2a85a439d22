import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../test/render';
import { Modal } from './Modal';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Enter mobile"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <label>
          Mobile
          <input />
        </label>
        <button type="button">Get OTP</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing when closed', () => {
    renderUi(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a labelled modal dialog that focuses its first control', async () => {
    renderUi(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Enter mobile' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Mobile')).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('is a native <dialog> shown with showModal, so the browser makes the page behind it inert', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    renderUi(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Enter mobile' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(showModal.mock.contexts[0]).toBe(dialog);
    expect(dialog).toHaveAttribute('open');
    showModal.mockRestore();
  });

  it('shows itself again when the browser closes it while its owner keeps it open', async () => {
    const onClose = jest.fn();
    renderUi(
      <Modal open title="Refunding" onClose={onClose} hideCloseButton>
        <button type="button">Wait</button>
      </Modal>,
    );
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Refunding' });
    act(() => dialog.close());
    expect(dialog).not.toHaveAttribute('open');
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    renderUi(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const input = screen.getByLabelText('Mobile');
    const close = screen.getByRole('button', { name: 'Close' });
    const otp = screen.getByRole('button', { name: 'Get OTP' });
    await userEvent.tab();
    expect(otp).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('closes on Escape and restores focus to the opener', async () => {
    const onClose = jest.fn();
    renderUi(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes from the × button and from a backdrop click, not from a click inside', async () => {
    const onClose = jest.fn();
    renderUi(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps focus on the dialog when it has nothing focusable', () => {
    renderUi(
      <Modal open title="Info" onClose={() => undefined} hideCloseButton>
        <p>Text only</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveFocus();
    act(() => {
      fireEvent.keyDown(dialog, { key: 'Tab' });
    });
    expect(dialog).toHaveFocus();
  });

  it('keeps the page behind it out of reach: Tab never leaves the dialog for the page', async () => {
    renderUi(
      <>
        <button type="button">Page button</button>
        <Modal open title="Coupon" onClose={() => undefined}>
          <input aria-label="Code" />
          <button type="button">Apply</button>
        </Modal>
      </>,
    );
    const page = screen.getByRole('button', { name: 'Page button', hidden: true });
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      expect(page).not.toHaveFocus();
      expect(screen.getByRole('dialog', { name: 'Coupon' })).toContainElement(
        document.activeElement as HTMLElement,
      );
    }
  });

  it('closes on Escape pressed while focus is outside the dialog', async () => {
    const onClose = jest.fn();
    renderUi(
      <>
        <button type="button">Outside</button>
        <Modal open title="Coupon" onClose={onClose}>
          <button type="button">Inside</button>
        </Modal>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Outside', hidden: true }).focus());
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('with two dialogs open, only the top one reacts', () => {
    const outer = jest.fn();
    const inner = jest.fn();
    renderUi(
      <>
        <Modal open title="Outer" onClose={outer}>
          <button type="button">Outer action</button>
        </Modal>
        <Modal open title="Inner" onClose={inner}>
          <button type="button">Inner action</button>
        </Modal>
      </>,
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Inner action' })).toHaveFocus();
  });
});
