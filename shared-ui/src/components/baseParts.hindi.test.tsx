import { act, screen, within } from '@testing-library/react';
import { catalogProblems } from '../../testing';
import { LocaleScope, resetLocaleForTests, setLocale } from '../i18n';
import { LOAD_FAILED_MESSAGE } from '../hooks/useLoad';
import { renderUi } from '../test/render';
import { baseCatalog } from './baseMessages';
import baseHi from './baseMessages.hi';
import { Carousel } from './Carousel';
import { ConfirmDialog } from './ConfirmDialog';
import { LoadFailure } from './LoadView';
import { Modal } from './Modal';

beforeEach(() => resetLocaleForTests());
afterAll(() => resetLocaleForTests());

const hindi = () => act(() => setLocale('hi'));
const noop = () => undefined;

function Parts() {
  return (
    <>
      <LoadFailure message={LOAD_FAILED_MESSAGE} retry={noop} />
      <LoadFailure message="Your session has expired" retry={noop} />
      <Carousel label="Stories" intervalMs={5000} items={[<p key="a">A</p>, <p key="b">B</p>]} />
      <Modal open title="Receipt" onClose={noop}>
        <p>Body</p>
      </Modal>
    </>
  );
}

it('the Hindi names every English key, in Devanagari, with the same placeholders', () => {
  expect(catalogProblems(baseCatalog.en, baseHi)).toEqual([]);
});

it('speaks English by default, as the parts always did', () => {
  renderUi(<Parts />);
  expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  expect(screen.getByText(LOAD_FAILED_MESSAGE)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show slide 2 of 2' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: '1 of 2' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Pause/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
});

it('speaks Hindi on a Hindi page; a message from the API stays as it came', async () => {
  await hindi();
  renderUi(<Parts />);
  expect(screen.getAllByRole('button', { name: 'फिर से कोशिश करें' })).toHaveLength(2);
  expect(screen.getByText('कुछ गड़बड़ हो गई')).toBeInTheDocument();
  expect(screen.getByText('Your session has expired')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'पिछली स्लाइड' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'अगली स्लाइड' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '2 में से स्लाइड 2 दिखाएँ' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: '2 में से 1' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^रोकें/ })).toBeInTheDocument();
  const dialog = screen.getByRole('dialog', { name: 'Receipt' });
  expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
});

it('ConfirmDialog says Cancel in the page’s language unless told otherwise', async () => {
  await hindi();
  const { rerender } = renderUi(
    <ConfirmDialog
      open
      title="Remove?"
      message="Sure?"
      confirmLabel="हटाएँ"
      onConfirm={noop}
      onCancel={noop}
    />,
  );
  expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
  rerender(
    <ConfirmDialog
      open
      title="Remove?"
      message="Sure?"
      confirmLabel="हटाएँ"
      cancelLabel="रहने दें"
      onConfirm={noop}
      onCancel={noop}
    />,
  );
  expect(screen.getByRole('button', { name: 'रहने दें' })).toBeInTheDocument();
});

it('stays English inside LocaleScope "en" (the doctor’s area) whatever the site’s language', async () => {
  await hindi();
  renderUi(
    <LocaleScope locale="en">
      <Parts />
    </LocaleScope>,
  );
  expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
});
