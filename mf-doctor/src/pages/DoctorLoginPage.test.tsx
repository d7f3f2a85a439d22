import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@physio/shared-contracts';
import * as auth from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import DoctorLoginPage from './DoctorLoginPage';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
// The machine is shared and loaded: allow slow renders without hiding real hangs.
jest.setTimeout(20_000);

const setup = () => {
  const user = userEvent.setup({ delay: null });
  renderPage(<DoctorLoginPage />, { url: '/dashboard/login', path: '/dashboard/login' });
  return user;
};

describe('DoctorLoginPage', () => {
  let alertSpy: jest.SpyInstance;
  beforeEach(() => {
    auth.resetAuthFake({ doctor: auth.DOCTOR });
    alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => alertSpy.mockRestore());

  it('requires both the mobile number and the password', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // The form's rules arrive as a lazy chunk; the submit waits for them.
    expect(await screen.findByText('Enter your mobile number')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(auth.doctorLogin).not.toHaveBeenCalled();
  });

  it('checks each field on blur and moves focus to the first invalid one on submit', async () => {
    const user = setup();
    const mobile = screen.getByLabelText('Mobile number');
    await user.click(mobile);
    await user.tab();
    expect(screen.getByText('Enter your mobile number')).toBeInTheDocument();
    expect(screen.queryByText('Enter your password')).not.toBeInTheDocument();
    await user.type(mobile, '90000');
    expect(screen.getByText('Enter your 10-digit mobile number')).toBeInTheDocument();
    await user.type(mobile, '00001');
    expect(mobile).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(auth.doctorLogin).not.toHaveBeenCalled();
  });

  it('takes digits only in a numeric field', async () => {
    const user = setup();
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile).toHaveAttribute('inputmode', 'numeric');
    await user.type(mobile, '90a00-000001');
    expect(mobile).toHaveValue('9000000001');
  });

  it('takes a pasted +91 or 91 number as its own 10 digits', async () => {
    const user = setup();
    const mobile = screen.getByLabelText('Mobile number');
    await user.click(mobile);
    await user.paste('+91 90000 00001');
    expect(mobile).toHaveValue('9000000001');
    await user.clear(mobile);
    await user.paste('919000000001');
    expect(mobile).toHaveValue('9000000001');
  });

  it('alerts "Error while Logging In!" when the login fails and keeps what was typed', async () => {
    auth.doctorLogin.mockResolvedValue({ ok: false, status: 401, message: 'Wrong id or password' });
    const user = setup();
    await user.type(screen.getByLabelText('Mobile number'), '9000000001');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(MESSAGES.doctorLoginFailed));
    expect(auth.doctorLogin).toHaveBeenCalledWith('9000000001', 'wrong');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9000000001');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/login');
  });

  it('goes to /dashboard?patients after a successful login', async () => {
    auth.doctorLogin.mockResolvedValue({ ok: true, data: auth.DOCTOR });
    const user = setup();
    await user.type(screen.getByLabelText('Mobile number'), '9000000001');
    await user.type(screen.getByLabelText('Password'), 'Physio@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?patients'));
    expect(alertSpy).not.toHaveBeenCalled();
  });

  describe('Sign Up', () => {
    const fill = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => {
      const d = within(dialog);
      await user.type(d.getByLabelText('Full name'), 'Dr. Ravi Kumar');
      await user.type(d.getByLabelText('Email'), 'ravi@example.com');
      await user.type(d.getByLabelText('Mobile number'), '9811122233');
      await user.selectOptions(d.getByLabelText('Gender'), 'male');
      await user.type(d.getByLabelText('Date of birth'), '1990-02-03');
      await user.type(d.getByLabelText('Password'), 'Secret@123');
    };

    it('opens a registration dialog, validates it and ends in a pending approval message', async () => {
      auth.apiClient.post.mockReturnValue(auth.answer(null, 'pending approval'));
      const user = setup();
      await user.click(screen.getByRole('button', { name: 'Sign Up' }));
      const dialog = screen.getByRole('dialog', { name: 'Register as a physiotherapist' });
      // The sign-up form is a lazy chunk, loaded when the dialog opens.
      await user.click(await within(dialog).findByRole('button', { name: 'Register' }));
      expect(within(dialog).getByText(MESSAGES.booking.name)).toBeInTheDocument();
      expect(within(dialog).getByText('Select your gender')).toBeInTheDocument();
      expect(within(dialog).getByText('Enter your date of birth')).toBeInTheDocument();
      expect(auth.apiClient.post).not.toHaveBeenCalled();

      await fill(user, dialog);
      await user.click(within(dialog).getByRole('button', { name: 'Register' }));
      expect(await within(dialog).findByText(/pending approval/)).toBeInTheDocument();
      expect(auth.apiClient.post).toHaveBeenCalledWith('/api/doctors/signup', {
        name: 'Dr. Ravi Kumar',
        email: 'ravi@example.com',
        mobile: '9811122233',
        gender: 'male',
        birth_date: '1990-02-03',
        password: 'Secret@123',
      });
    });

    it('checks a field on blur and focuses the first invalid field on submit', async () => {
      const user = setup();
      await user.click(screen.getByRole('button', { name: 'Sign Up' }));
      const d = within(screen.getByRole('dialog', { name: 'Register as a physiotherapist' }));
      await user.type(d.getByLabelText('Email'), 'ravi@');
      await user.tab();
      expect(d.getByText(MESSAGES.booking.email)).toBeInTheDocument();
      expect(d.queryByText(MESSAGES.invalidMobile)).not.toBeInTheDocument();
      await user.type(d.getByLabelText('Email'), 'example.com');
      expect(d.queryByText(MESSAGES.booking.email)).not.toBeInTheDocument();
      await user.click(d.getByRole('button', { name: 'Register' }));
      expect(d.getByText(MESSAGES.booking.name)).toBeInTheDocument();
      expect(d.getByText(MESSAGES.invalidMobile)).toBeInTheDocument();
      expect(d.getByText('Use at least 8 characters')).toBeInTheDocument();
      expect(d.getByLabelText('Full name')).toHaveFocus();
      expect(auth.apiClient.post).not.toHaveBeenCalled();
    });

    it('registers a pasted +91 number with its own 10 digits', async () => {
      auth.apiClient.post.mockReturnValue(auth.answer(null, 'pending approval'));
      const user = setup();
      await user.click(screen.getByRole('button', { name: 'Sign Up' }));
      const dialog = screen.getByRole('dialog', { name: 'Register as a physiotherapist' });
      await fill(user, dialog);
      const mobile = within(dialog).getByLabelText('Mobile number');
      await user.clear(mobile);
      await user.click(mobile);
      await user.paste('+91 98111-22233');
      expect(mobile).toHaveValue('9811122233');
      await user.click(within(dialog).getByRole('button', { name: 'Register' }));
      expect(await within(dialog).findByText(/pending approval/)).toBeInTheDocument();
      expect(auth.apiClient.post).toHaveBeenCalledWith(
        '/api/doctors/signup',
        expect.objectContaining({ mobile: '9811122233' }),
      );
    });

    it("shows the server's message when registration fails and keeps the form", async () => {
      auth.apiClient.post.mockRejectedValue(
        auth.httpError(409, 'A doctor with this mobile number already exists'),
      );
      const user = setup();
      await user.click(screen.getByRole('button', { name: 'Sign Up' }));
      const dialog = screen.getByRole('dialog');
      await fill(user, dialog);
      await user.click(within(dialog).getByRole('button', { name: 'Register' }));
      expect(
        await within(dialog).findByText('A doctor with this mobile number already exists'),
      ).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Full name')).toHaveValue('Dr. Ravi Kumar');
    });
  });
});
