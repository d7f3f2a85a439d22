import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@physio/shared-contracts';
import { resetLocaleForTests, setLocale } from '@physio/shared-ui';
import { on, resetApi, resetSession } from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import PatientLoginPage from '../../pages/PatientLoginPage';
import { otpCatalog, otpErrorCatalog } from './otpMessages';
import * as hindi from './otpMessages.hi';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/state', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(20_000);

beforeEach(() => {
  resetApi();
  resetSession();
  resetLocaleForTests();
  on('POST', '/api/users/login', [200, { data: null }]);
  on('POST', '/api/users/login/verify', [400, { message: 'Invalid' }]);
});
afterAll(() => resetLocaleForTests());

it('keeps the login’s English exactly as the spec and the page had it', () => {
  expect(otpCatalog.en).toMatchObject({
    title: 'Patient login',
    mobile: 'Mobile Number',
    getOtp: 'GET OTP',
    verify: 'VERIFY',
    code: 'One-time code',
    digit: 'Digit {position} of {count}',
    resendIn: 'Resend code in {seconds} s',
  });
  expect(otpErrorCatalog.en).toEqual({
    invalidMobile: 'Enter a Valid Mobile Number',
    wrongOtp: 'Wrong OTP!',
    loginFirst: 'You have to login first!',
  });
  for (const [catalog, hi] of [
    [otpCatalog, hindi.otpCatalog],
    [otpErrorCatalog, hindi.otpErrorCatalog],
  ] as const)
    for (const [key, english] of Object.entries(catalog.en)) {
      const hindi = (hi as Record<string, string>)[key] ?? '';
      expect(hindi).toMatch(/[\u0900-\u097F]/);
      expect(hindi.match(/\{\w+\}/g)?.sort()).toEqual(english.match(/\{\w+\}/g)?.sort());
    }
});

it('/user/login in Hindi: the number’s rule and a wrong code in Hindi, the code boxes named in Hindi', async () => {
  const user = userEvent.setup({ delay: null });
  await act(() => setLocale('hi'));
  renderPage(<PatientLoginPage />, { url: '/user/login' });
  expect(screen.getByRole('heading', { level: 1, name: 'मरीज़ लॉगिन' })).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('नाम'), { target: { value: 'Ravi' } });
  fireEvent.change(screen.getByLabelText('ईमेल'), { target: { value: 'ravi@example.in' } });
  const mobile = screen.getByLabelText(/^मोबाइल नंबर/);
  fireEvent.change(mobile, { target: { value: '12345' } });
  await user.click(screen.getByRole('button', { name: 'OTP पाएँ' }));
  expect(await screen.findByText('मान्य मोबाइल नंबर दर्ज करें')).toBeInTheDocument();
  expect(screen.queryByText(MESSAGES.invalidMobile)).not.toBeInTheDocument();

  fireEvent.change(mobile, { target: { value: '9876543210' } });
  await user.click(screen.getByRole('button', { name: 'OTP पाएँ' }));
  await user.click(await screen.findByLabelText('6 में से अंक 1'));
  await user.paste('111111');
  await user.click(screen.getByRole('button', { name: 'सत्यापित करें' }));
  expect(await screen.findByText('गलत OTP!')).toBeInTheDocument();
  expect(screen.getByText(/\d+ सेकंड में कोड दोबारा भेजें/)).toBeInTheDocument();
});
