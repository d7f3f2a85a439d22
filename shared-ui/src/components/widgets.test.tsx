import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../test/render';
import { Accordion } from './Accordion';
import { ConfirmDialog } from './ConfirmDialog';
import { RadioGroup } from './RadioGroup';

describe('Accordion', () => {
  const items = [
    { id: 'pain', title: 'What causes pain?', content: 'Many things.' },
    { id: 'online', title: 'Why online physiotherapy?', content: 'Convenience.' },
  ];

  it('is native <details>: a click on the summary opens and closes the answer, which is always in the page', async () => {
    renderUi(<Accordion items={items} defaultOpen={['online']} />);
    const first = screen.getByRole('heading', { name: 'What causes pain?' }).closest('details')!;
    const second = screen.getByRole('heading', { name: 'Why online physiotherapy?' }).closest('details')!;
    expect(first).not.toHaveAttribute('open');
    expect(second).toHaveAttribute('open');
    // In the DOM while closed: find-in-page can find it and open its <details>.
    expect(first).toHaveTextContent('Many things.');
    const summary = first.querySelector('summary')!;
    expect(summary).toContainElement(screen.getByRole('heading', { name: 'What causes pain?' }));
    await userEvent.click(summary);
    expect(first).toHaveAttribute('open');
    await userEvent.click(summary);
    expect(first).not.toHaveAttribute('open');
  });

  it('puts titles in headings of the chosen level', () => {
    renderUi(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });
});

describe('RadioGroup', () => {
  function Harness() {
    const [value, setValue] = useState('online');
    return (
      <RadioGroup
        legend="Mode of treatment"
        name="mode"
        value={value}
        onChange={setValue}
        error={value === 'home' ? 'Home visits are not available in your area' : null}
        options={[
          { value: 'online', label: 'Online' },
          { value: 'home', label: 'Home' },
        ]}
      />
    );
  }

  it('is a named group of native radios that reports changes', async () => {
    renderUi(<Harness />);
    expect(screen.getByRole('group', { name: 'Mode of treatment' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Online' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Home' }));
    expect(screen.getByRole('radio', { name: 'Home' })).toBeChecked();
    expect(screen.getByRole('group')).toHaveAccessibleDescription(
      'Home visits are not available in your area',
    );
  });
});

describe('ConfirmDialog', () => {
  it('focuses Cancel first and calls the callbacks', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderUi(
      <ConfirmDialog
        open
        title="Delete coupon?"
        message="WELCOME10 will be removed."
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Delete coupon?' })).toHaveTextContent(
      'WELCOME10 will be removed.',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed while busy', async () => {
    const onCancel = jest.fn();
    renderUi(
      <ConfirmDialog
        open
        busy
        title="Expire coupon?"
        message="It stops working today."
        confirmLabel="Expire"
        onConfirm={() => undefined}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('button', { name: 'Expire' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
