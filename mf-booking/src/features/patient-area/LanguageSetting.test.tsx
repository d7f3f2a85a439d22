import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocale, resetLocaleForTests, setLocale } from '@physio/shared-ui';
import {
  existingPatient,
  on,
  requests,
  resetApi,
  resetSession,
  setDoctorSession,
  DOCTOR,
  setPatientSession,
  type Reply,
} from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import PatientProfilePage from '../../pages/PatientProfilePage';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(20_000);

const id = existingPatient.id;
const clearCookie = () => {
  document.cookie = 'physio_lang=; Path=/; Max-Age=0';
};
const renderProfile = () =>
  renderPage(<PatientProfilePage />, { url: `/user/profile/${id}`, path: '/user/profile/:id' });

beforeEach(() => {
  resetApi();
  resetSession();
  resetLocaleForTests();
  clearCookie();
  setPatientSession(existingPatient);
  on('GET', '/api/users/:id', [200, { data: existingPatient }]);
  on('GET', '/api/users/:id/whatsapp', [200, { data: { opted_in: false, source: null, at: null } }]);
});
afterAll(() => {
  resetLocaleForTests();
  clearCookie();
});

describe('the language setting on the profile (issue 30)', () => {
  it('names each language in itself; choosing हिन्दी saves it on the account, then turns the site to Hindi', async () => {
    let answer = () => {};
    on('PUT', '/api/users/:id/language', (req) => {
      const { language } = req.body as { language: string };
      // Held until the test lets it go: the saving state shows meanwhile.
      return new Promise<Reply>((resolve) => {
        answer = () => resolve([200, { data: { language } }]);
      });
    });
    const user = userEvent.setup();
    renderProfile();
    const group = await screen.findByRole('group', { name: 'Language' });
    expect(group).toHaveAccessibleDescription(
      'The site, and your SMS, WhatsApp messages, e-mails and receipts, are in this language.',
    );
    const english = screen.getByRole('radio', { name: 'English' });
    const hindiChoice = screen.getByRole('radio', { name: 'हिन्दी' });
    expect(english).toBeChecked();
    expect(hindiChoice.closest('label')).toHaveAttribute('lang', 'hi');

    await user.click(hindiChoice);
    expect(await screen.findByText('Saving your language…')).toBeInTheDocument();
    expect(group).toBeDisabled();
    expect(currentLocale()).toBe('en');
    await act(async () => answer());

    expect(await screen.findByText('आपकी भाषा सेव हो गई है।')).toBeInTheDocument();
    expect(currentLocale()).toBe('hi');
    expect(document.cookie).toContain('physio_lang=hi');
    expect(screen.getByRole('group', { name: 'भाषा' })).not.toBeDisabled();
    expect(screen.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
    expect(requests.filter((r) => r.method === 'PUT').map((r) => [r.path, r.body])).toEqual([
      [`/api/users/${id}/language`, { language: 'hi' }],
    ]);

    // And back to English, with the keyboard.
    on('PUT', '/api/users/:id/language', [200, { data: { language: 'en' } }]);
    screen.getByRole('radio', { name: 'हिन्दी' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByText('Your language is saved.')).toBeInTheDocument();
    expect(currentLocale()).toBe('en');
    expect(document.cookie).toContain('physio_lang=en');
  });

  it('a failed save says so and leaves the site’s language, its cookie and the choice as they were', async () => {
    on('PUT', '/api/users/:id/language', [503, { message: 'The service is briefly unavailable.' }]);
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('radio', { name: 'हिन्दी' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is briefly unavailable.');
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(currentLocale()).toBe('en');
    expect(document.cookie).not.toContain('physio_lang=hi');
  });

  it('shows the site’s current language as chosen; the same language saves nothing', async () => {
    await act(() => setLocale('hi'));
    const user = userEvent.setup();
    renderProfile();
    const hindiChoice = await screen.findByRole('radio', { name: 'हिन्दी' });
    expect(hindiChoice).toBeChecked();
    await user.click(hindiChoice);
    await waitFor(() => expect(screen.queryByText('आपकी भाषा सेव हो रही है…')).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('a doctor opening the profile has no language setting for the patient', async () => {
    resetSession();
    setDoctorSession(DOCTOR);
    renderProfile();
    expect(await screen.findByText(existingPatient.email)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Language' })).not.toBeInTheDocument();
  });
});
