import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@physio/shared-contracts';
import {
  existingPatient,
  getProfile,
  newPatient,
  on,
  resetApi,
  resetSession,
  setPatientSession,
} from '@physio/shared-auth/testing';
import { currentPath, currentState, renderPage } from '@physio/shared-ui/testing';
import BookPhysioPage from './BookPhysioPage';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
// user-event flows take seconds on a loaded 2-core machine.
jest.setTimeout(20_000);

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  resetApi();
  resetSession();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  on('GET', '/api/users/:id', (req) =>
    req.path.endsWith(existingPatient.id)
      ? [200, { data: existingPatient }]
      : [404, { message: 'No such patient' }],
  );
});
afterEach(() => jest.restoreAllMocks());

const openAt = (url: string) => renderPage(<BookPhysioPage />, { url, path: '/c/:id' });

describe('/c/{id} guards (spec §5, in order)', () => {
  it('an id that is not 10 characters → "Patient ID is not Registered." and /booking, even without a login', async () => {
    openAt('/c/12345');
    await waitFor(() => expect(currentPath()).toBe('/booking'));
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith(MESSAGES.patientNotRegistered);
  });

  it('no stored profile → "You have to login first!" and /user/login (coming back afterwards)', async () => {
    openAt('/c/9876543210');
    await waitFor(() => expect(currentPath()).toBe('/user/login'));
    expect(alertSpy).toHaveBeenCalledWith(MESSAGES.loginFirst);
    expect(currentState()).toEqual({ from: { pathname: '/c/9876543210' } });
  });

  it('/bookphysio names no patient: nobody signed in → "You have to login first!" and /user/login', async () => {
    renderPage(<BookPhysioPage />, { url: '/bookphysio' });
    await waitFor(() => expect(currentPath()).toBe('/user/login'));
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith(MESSAGES.loginFirst);
    expect(currentState()).toEqual({ from: { pathname: '/bookphysio' } });
  });

  it('/bookphysio?id= with a short id → not registered even without a login (the id comes first)', async () => {
    renderPage(<BookPhysioPage />, { url: '/bookphysio?id=123' });
    await waitFor(() => expect(currentPath()).toBe('/booking'));
    expect(alertSpy).toHaveBeenCalledWith(MESSAGES.patientNotRegistered);
  });

  it('a new user → "Patient ID is not Registered." and /booking', async () => {
    setPatientSession(newPatient);
    openAt(`/c/${newPatient.id}`);
    await waitFor(() => expect(currentPath()).toBe('/booking'));
    expect(alertSpy).toHaveBeenCalledWith(MESSAGES.patientNotRegistered);
  });

  it('a stored "new user" who has paid a first booking since logging in → the plan, no alert', async () => {
    // The Profile stored at login still says new_user; the server's record says otherwise now.
    setPatientSession({ ...existingPatient, new_user: true });
    openAt(`/c/${existingPatient.id}`);
    expect(screen.getByText('Checking your account…')).toBeInTheDocument();
    expect(await screen.findByTestId('plan-amount')).toHaveTextContent('₹3,900.00');
    expect(alertSpy).not.toHaveBeenCalled();
    expect(currentPath()).toBe(`/c/${existingPatient.id}`);
    expect(getProfile()?.data.data.new_user).toBe(false);
  });

  it('a stored profile whose record says new user → not registered', async () => {
    setPatientSession(existingPatient);
    on('GET', '/api/users/:id', [200, { data: { ...existingPatient, new_user: true } }]);
    openAt(`/c/${existingPatient.id}`);
    await waitFor(() => expect(currentPath()).toBe('/booking'));
    expect(alertSpy).toHaveBeenCalledWith(MESSAGES.patientNotRegistered);
  });
});

describe('/c/{id} for an existing patient', () => {
  it('shows price × sessions from the plan and BOOK NOW leads to /confirmbookingphysio', async () => {
    setPatientSession(existingPatient);
    const user = userEvent.setup();
    openAt('/c/9876543210');
    expect(await screen.findByTestId('plan-amount')).toHaveTextContent('₹3,900.00');
    expect(screen.getByText('₹650.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'BOOK NOW' }));
    expect(currentPath()).toBe('/confirmbookingphysio');
    expect(currentState()).toEqual({ patient: existingPatient });
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('a failed plan lookup shows the error with Try again, not a spinner forever', async () => {
    setPatientSession(existingPatient);
    on('GET', '/api/users/:id', [500, { message: 'Database unavailable' }]);
    openAt('/c/9876543210');
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    on('GET', '/api/users/:id', [200, { data: existingPatient }]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('plan-amount')).toHaveTextContent('₹3,900.00');
  });

  it('/bookphysio without an id uses the logged-in patient', async () => {
    setPatientSession(existingPatient);
    renderPage(<BookPhysioPage />, { url: '/bookphysio' });
    expect(await screen.findByTestId('plan-amount')).toHaveTextContent('₹3,900.00');
  });
});
