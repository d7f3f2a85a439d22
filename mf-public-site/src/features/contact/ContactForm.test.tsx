import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@physio/shared-auth';
import { MESSAGES, REDIRECT_DELAY_MS } from '@physio/shared-contracts';
import { renderPage } from '../../lib/renderPage';
import { ContactForm } from './ContactForm';
import { NETWORK_ERROR_MESSAGE } from './submitContact';

// The real typed sender over a fake axios post (the stateless part of shared-auth, no session).
jest.mock('@physio/shared-auth', () => ({
  apiClient: { post: jest.fn() },
  send: jest.requireActual('@physio/shared-auth/api').send,
}));
const post = apiClient.post as jest.Mock;

const setup = () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderPage(<ContactForm />, { url: '/contact' });
  return {
    user,
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    message: screen.getByLabelText('Message'),
    submit: screen.getByRole('button', { name: 'Submit' }),
  };
};

const fillValid = async (f: ReturnType<typeof setup>) => {
  await f.user.type(f.name, 'Ravi Kumar');
  await f.user.type(f.email, 'ravi@example.in');
  await f.user.type(f.message, 'Do you offer home visits in Pune?');
};

beforeEach(() => {
  jest.useFakeTimers();
  post.mockReset();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('validation (spec §5)', () => {
  it('shows every empty-field message on submit, focuses the first, and sends nothing', async () => {
    const f = setup();
    await f.user.click(f.submit);
    // The form's rules arrive as a lazy chunk; the submit waits for them.
    expect(await screen.findByText(MESSAGES.contact.nameEmpty)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contact.emailEmpty)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contact.messageEmpty)).toBeInTheDocument();
    expect(f.name).toHaveAttribute('aria-invalid', 'true');
    expect(f.name).toHaveAccessibleDescription(MESSAGES.contact.nameEmpty);
    expect(f.name).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it('checks each field on blur with the exact messages', async () => {
    const f = setup();
    await f.user.type(f.name, 'Ravi 2');
    await f.user.tab();
    expect(screen.getByText(MESSAGES.contact.nameLetters)).toBeInTheDocument();
    await f.user.type(f.email, 'ravi@');
    await f.user.tab();
    expect(screen.getByText(MESSAGES.contact.emailInvalid)).toBeInTheDocument();
    fireEvent.blur(f.message);
    expect(screen.getByText(MESSAGES.contact.messageEmpty)).toBeInTheDocument();
  });

  it('clears an error as soon as the field is fixed', async () => {
    const f = setup();
    act(() => f.email.focus()); // a field is focused before it blurs (and the rules start loading)
    fireEvent.blur(f.email);
    expect(await screen.findByText(MESSAGES.contact.emailEmpty)).toBeInTheDocument();
    await f.user.type(f.email, 'a@b.in');
    expect(screen.queryByText(MESSAGES.contact.emailEmpty)).toBeNull();
    expect(screen.queryByText(MESSAGES.contact.emailInvalid)).toBeNull();
    expect(f.email).not.toHaveAttribute('aria-invalid');
  });
});

describe('submission', () => {
  it('posts trimmed values; 201 shows the success modal and goes home after 3 s', async () => {
    post.mockResolvedValue({ status: 201, data: { data: null } });
    const f = setup();
    await fillValid(f);
    await f.user.type(f.name, ' ');
    await f.user.click(f.submit);
    expect(post).toHaveBeenCalledWith(
      '/api/contact',
      { name: 'Ravi Kumar', email: 'ravi@example.in', message: 'Do you offer home visits in Pune?' },
      expect.objectContaining({ skipAuthRefresh: true }),
    );
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.contact.successTitle });
    expect(dialog).toHaveTextContent(MESSAGES.contact.successBody);
    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS.contactSuccess - 1));
    expect(screen.queryByTestId('location')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('any other status shows the failure modal and keeps what was typed', async () => {
    post.mockResolvedValue({ status: 500, data: { message: 'boom' } });
    const f = setup();
    await fillValid(f);
    await f.user.click(f.submit);
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.contact.failureTitle });
    expect(dialog).toHaveTextContent(MESSAGES.contact.failureBody);
    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS.contactSuccess * 2));
    expect(screen.queryByTestId('location')).toBeNull();
    await f.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveValue('Ravi Kumar');
    expect(screen.getByLabelText('Message')).toHaveValue('Do you offer home visits in Pune?');
  });

  it('a 200 (not 201) is not treated as success', async () => {
    post.mockResolvedValue({ status: 200, data: {} });
    const f = setup();
    await fillValid(f);
    await f.user.click(f.submit);
    expect(await screen.findByRole('dialog', { name: MESSAGES.contact.failureTitle })).toBeInTheDocument();
  });

  it('a rejected request with a server response also shows the failure modal', async () => {
    post.mockRejectedValue(Object.assign(new Error('Request failed'), { response: { status: 400 } }));
    const f = setup();
    await fillValid(f);
    await f.user.click(f.submit);
    expect(await screen.findByRole('dialog', { name: MESSAGES.contact.failureTitle })).toBeInTheDocument();
  });

  it('a network error is alerted, with no modal, and the values are kept', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    post.mockRejectedValue(new Error('Network Error'));
    const f = setup();
    await fillValid(f);
    await f.user.click(f.submit);
    await waitFor(() => expect(alert).toHaveBeenCalledWith(NETWORK_ERROR_MESSAGE));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(f.email).toHaveValue('ravi@example.in');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('disables the button while sending so a double click posts once', async () => {
    let resolve: (v: unknown) => void = () => undefined;
    post.mockReturnValue(new Promise((r) => (resolve = r)));
    const f = setup();
    await fillValid(f);
    await f.user.click(f.submit);
    const busy = screen.getByRole('button', { name: /Sending/ });
    expect(busy).toBeDisabled();
    await f.user.click(busy);
    expect(post).toHaveBeenCalledTimes(1);
    await act(async () => resolve({ status: 201 }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.contact.successTitle })).toBeInTheDocument();
  });

  it('closing the success modal goes home at once', async () => {
    post.mockResolvedValue({ status: 201 });
    const f = setup();
    await fillValid(f);
    await f.user.click(f.submit);
    await screen.findByRole('dialog');
    await f.user.keyboard('{Escape}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
