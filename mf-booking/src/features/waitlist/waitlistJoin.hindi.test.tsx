import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, WAITLIST_MESSAGES, WAITLIST_TIMES } from '@physio/shared-contracts';
import { resetLocaleForTests, setLocale } from '@physio/shared-ui';
import { existingPatient, on, resetApi, resetSession, setPatientSession } from '@physio/shared-auth/testing';
import { catalogProblems, renderPage } from '@physio/shared-ui/testing';
import { WaitlistOffer } from '.';
import { waitlistJoinCatalog } from './waitlistJoinMessages';
import * as joinHi from './waitlistJoinMessages.hi';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(20_000);

const ASHA = { id: 'dr-asha-rao', name: 'Dr. Asha Rao' };
const hi = joinHi.waitlistJoinCatalog;

beforeEach(() => {
  resetApi();
  resetSession();
  resetLocaleForTests();
});
afterAll(() => resetLocaleForTests());
const hindi = () => act(() => setLocale('hi'));

describe('Join the waitlist in Hindi', () => {
  it('the catalog: Hindi names every key, in Devanagari; English is shared-contracts’ words', () => {
    expect(catalogProblems(waitlistJoinCatalog.en, hi)).toEqual([]);
    expect(waitlistJoinCatalog.en).toMatchObject({
      joined: WAITLIST_MESSAGES.joined,
      emptyWindow: WAITLIST_MESSAGES.emptyWindow,
      tooMany: WAITLIST_MESSAGES.tooMany,
      morning: WAITLIST_TIMES.morning.label,
    });
  });

  it('the form, its checks and the API’s refusal in Hindi', async () => {
    setPatientSession(existingPatient);
    on('POST', '/api/waitlist', [
      400,
      { message: WAITLIST_MESSAGES.emptyWindow, code: 'WAITLIST_EMPTY_WINDOW' },
    ]);
    await hindi();
    const user = userEvent.setup();
    renderPage(<WaitlistOffer mode="home" pincode="" doctors={[ASHA]} />);
    await user.click(screen.getByRole('button', { name: /प्रतीक्षा सूची में शामिल हों/ }));
    const group = await screen.findByRole('group', { name: hi.title });
    expect(group).toHaveTextContent(hi.leadHome);
    expect(screen.getByText('फ़िज़ियोथेरेपिस्ट: Dr. Asha Rao')).toBeInTheDocument();
    expect(screen.getByLabelText('कब से')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: hi.join }));
    expect(screen.getByText(hi.time)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.booking.pincode)).not.toBeInTheDocument();
    expect(screen.getByText('मान्य 6 अंकों का पिनकोड दर्ज करें')).toBeInTheDocument();
    await user.type(screen.getByLabelText(hi.pincode), '560001');
    await user.click(screen.getByRole('radio', { name: hi.morning }));
    await user.click(screen.getByRole('button', { name: hi.join }));
    expect(await screen.findByRole('alert')).toHaveTextContent(hi.emptyWindow);
  });

  it('asks a visitor to log in, in Hindi', async () => {
    await hindi();
    const user = userEvent.setup();
    renderPage(<WaitlistOffer mode="online" doctors={[ASHA]} />);
    await user.click(screen.getByRole('button', { name: /प्रतीक्षा सूची में शामिल हों/ }));
    expect(await screen.findByRole('link', { name: 'लॉग इन करें' })).toBeInTheDocument();
    expect(screen.getByText(/प्रतीक्षा सूची में शामिल होने के लिए कृपया/)).toBeInTheDocument();
  });
});
