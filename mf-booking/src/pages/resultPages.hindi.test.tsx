import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHANGE_POLICY, MESSAGES, WAITLIST_MESSAGES, type CheckoutOptions } from '@physio/shared-contracts';
import { resetLocaleForTests, setLocale } from '@physio/shared-ui';
import {
  appointment,
  coupon,
  existingPatient,
  on,
  order,
  resetApi,
  resetSession,
  setPatientSession,
} from '@physio/shared-auth/testing';
import { catalogProblems, renderPage } from '@physio/shared-ui/testing';
import ThankYouPage from './ThankYouPage';
import PaymentFailedPage from './PaymentFailedPage';
import PaymentSuccessPhysioPage from './PaymentSuccessPhysioPage';
import ConfirmBookingPhysioPage from './ConfirmBookingPhysioPage';
import ConfirmBookingPage from './ConfirmBookingPage';
import BookPhysioPage from './BookPhysioPage';
import WaitlistClaimPage from './WaitlistClaimPage';
import { sessionWordsCatalog } from '../lib/sessionWords';
import * as sessionWordsHi from '../lib/sessionWords.hi';
import { resultCatalog } from '../features/result/resultMessages';
import * as resultHi from '../features/result/resultMessages.hi';
import { checkoutCatalog } from '../features/checkout/checkoutMessages';
import * as checkoutHi from '../features/checkout/checkoutMessages.hi';
import { couponCatalog } from '../features/coupon/couponMessages';
import * as couponHi from '../features/coupon/couponMessages.hi';
import { policyCatalog } from '../features/policy/policyMessages';
import * as policyHi from '../features/policy/policyMessages.hi';
import { summaryCatalog } from '../features/booking-form/summaryMessages';
import * as summaryHi from '../features/booking-form/summaryMessages.hi';
import { waitlistClaimCatalog } from '../features/waitlist/waitlistMessages';
import * as waitlistHi from '../features/waitlist/waitlistMessages.hi';
import { patientAreaCatalog } from '../features/patient-area/patientAreaMessages';
import * as patientAreaHi from '../features/patient-area/patientAreaMessages.hi';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(20_000);

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  resetApi();
  resetSession();
  resetLocaleForTests();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => resetLocaleForTests());

const hindi = () => act(() => setLocale('hi'));

/** An online session with its time, doctor and video room, as GET /api/orders/{id} answers its patient. */
const scheduled = appointment({
  id: 'a90',
  order_id: 'order_90',
  doctor_id: 'd_asha',
  doctor_name: 'Dr. Asha Rao',
  date: null,
  start: '2099-12-01T16:00:00+05:30',
  end: '2099-12-01T16:45:00+05:30',
  join_url: 'https://meet.jit.si/physio-room-1',
});

describe('the confirmation and result pages’ catalogs', () => {
  it.each([
    ['result', resultCatalog.en, resultHi.resultCatalog],
    ['checkout', checkoutCatalog.en, checkoutHi.checkoutCatalog],
    ['coupon', couponCatalog.en, couponHi.couponCatalog],
    ['policy', policyCatalog.en, policyHi.policyCatalog],
    ['summary', summaryCatalog.en, summaryHi.summaryCatalog],
    ['waitlist claim', waitlistClaimCatalog.en, waitlistHi.waitlistClaimCatalog],
    ['session words', sessionWordsCatalog.en, sessionWordsHi.sessionWordsCatalog],
    ['patient area', patientAreaCatalog.en, patientAreaHi.patientAreaCatalog],
  ])('%s: Hindi names every key, in Devanagari, with English’s placeholders', (_name, en, hi) => {
    expect(catalogProblems(en, hi)).toEqual([]);
  });

  it('keeps the spec’s strings and the shared sentences exactly as they are in English', () => {
    expect(resultCatalog.en.paymentFailed).toBe('Payment Failed');
    expect(couponCatalog.en).toMatchObject({ applied: 'Applied Successfully', invalid: 'Invalid Coupon' });
    expect(checkoutCatalog.en).toMatchObject({
      checkoutScriptFailed: MESSAGES.checkoutScriptFailed,
      wrongPatientId: 'Wrong Patient ID',
      patientNotRegistered: 'Patient ID is not Registered.',
      loginFirst: 'You have to login first!',
      bookNow: 'BOOK NOW',
      pay: 'Pay',
    });
    expect(policyCatalog.en).toMatchObject(CHANGE_POLICY);
    expect(waitlistClaimCatalog.en).toMatchObject({
      offerUnknown: WAITLIST_MESSAGES.offerUnknown,
      offerGone: WAITLIST_MESSAGES.offerGone,
      offerExpired: WAITLIST_MESSAGES.offerExpired,
      offerNotYours: WAITLIST_MESSAGES.offerNotYours,
    });
  });
});

describe('/thankyou', () => {
  beforeEach(() => {
    on('GET', '/api/orders/:id', [
      200,
      { data: order({ id: 'order_90', kind: 'first_booking', appointment: scheduled }) },
    ]);
  });

  it('in English as before', async () => {
    renderPage(<ThankYouPage />, { url: '/thankyou?email=meera%40example.in&order_id=order_90' });
    expect(
      screen.getByRole('heading', { name: 'Thank you for booking with PhysioCare!' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('email').parentElement).toHaveTextContent(
      'We have sent the details to meera@example.in.',
    );
    expect(await screen.findByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your session')).toHaveTextContent('1 Dec 2099');
  });

  it('in Hindi: the words, the e-mail in its place, the date’s month in Devanagari, the time and money as en-IN', async () => {
    await hindi();
    renderPage(<ThankYouPage />, { url: '/thankyou?email=meera%40example.in&order_id=order_90' });
    expect(
      screen.getByRole('heading', { name: 'PhysioCare के साथ बुकिंग करने के लिए धन्यवाद!' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('email').parentElement).toHaveTextContent(
      'हमने विवरण meera@example.in पर भेज दिया है।',
    );
    expect(await screen.findByRole('button', { name: 'कैलेंडर में जोड़ें' })).toBeInTheDocument();
    const session = screen.getByLabelText('आपका सत्र');
    expect(session).toHaveTextContent('अपॉइंटमेंट की तारीख');
    expect(session).toHaveTextContent('1 दिस॰ 2099');
    expect(session).toHaveTextContent('4:00 pm IST');
    expect(session).toHaveTextContent('(शुरू होने से 10 मिनट पहले खुलेगा)');
    expect(screen.getByRole('timer')).toHaveTextContent(/^5 सेकंड में आपको होम पेज पर ले जा रहे हैं$/);
    expect(screen.getByRole('link', { name: 'अभी होम पेज पर जाएँ' })).toHaveAttribute('href', '/');
  });
});

describe('/paymentsuccessphysio and /paymentfailed in Hindi', () => {
  it('names the payment’s rows in Hindi with the amount in en-IN', async () => {
    on('GET', '/api/orders/:id', [
      200,
      {
        data: order({
          id: 'order_5',
          kind: 'physio',
          amount: 150000,
          coupon_code: 'HALF',
          discount_percentage: 50,
        }),
      },
    ]);
    await hindi();
    renderPage(<PaymentSuccessPhysioPage />, { url: '/paymentsuccessphysio?order_id=order_5' });
    expect(screen.getByRole('heading', { name: 'भुगतान सफल रहा' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('amount')).toHaveTextContent('₹1,500.00 (कूपन HALF, 50% की छूट)'),
    );
    expect(screen.getByLabelText('भुगतान')).toHaveTextContent('ऑर्डर ID');
  });

  it('says the spec’s "Payment Failed" in Hindi', async () => {
    await hindi();
    renderPage(<PaymentFailedPage />, { url: '/paymentfailed?retry=/booking' });
    expect(screen.getByRole('heading', { name: 'भुगतान असफल रहा' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'फिर से कोशिश करें' })).toHaveAttribute('href', '/booking');
  });

  it('says "Payment Failed" in English', () => {
    renderPage(<PaymentFailedPage />, { url: '/paymentfailed' });
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
  });
});

describe('the confirmation pages in Hindi', () => {
  const plan = { ...existingPatient, price: 800, sessions: 5 };
  beforeEach(() => {
    window.Razorpay = jest.fn().mockImplementation((_options: CheckoutOptions) => ({
      on: () => undefined,
      open: () => undefined,
      close: () => undefined,
    })) as unknown as typeof window.Razorpay;
    on('GET', '/api/dashboard/coupons', [200, { data: coupon() }]);
  });
  afterEach(() => {
    delete window.Razorpay;
  });

  it('/confirmbookingphysio: coupon, amounts (en-IN), the spec’s coupon messages and the policy in Hindi', async () => {
    const user = userEvent.setup();
    await hindi();
    renderPage(<ConfirmBookingPhysioPage />, { url: '/confirmbookingphysio', state: { patient: plan } });
    expect(screen.getByRole('heading', { level: 1, name: 'अपने सत्रों की पुष्टि करें' })).toBeInTheDocument();
    expect(screen.getByTestId('total')).toHaveTextContent('₹4,000.00');
    expect(screen.getByLabelText('राशि')).toHaveTextContent('प्रति सत्र');
    await user.type(screen.getByLabelText('कूपन कोड'), 'HALFOFF');
    await user.click(screen.getByRole('button', { name: 'लगाएँ' }));
    expect(await screen.findByText(/कूपन सफलतापूर्वक लग गया/)).toHaveTextContent('(HALFOFF: 50% की छूट)');
    expect(screen.getByTestId('total')).toHaveTextContent('₹2,000.00');
    expect(screen.getByRole('heading', { name: 'अगर आपकी योजना बदल जाए' })).toBeInTheDocument();
    expect(screen.getByText(/12 घंटे पहले तक/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'भुगतान करें' })).toBeInTheDocument();
  });

  it('/confirmbookingphysio: an unknown coupon says the spec’s "Invalid Coupon" in Hindi', async () => {
    on('GET', '/api/dashboard/coupons', [404, { message: 'No such coupon' }]);
    const user = userEvent.setup();
    await hindi();
    renderPage(<ConfirmBookingPhysioPage />, { url: '/confirmbookingphysio', state: { patient: plan } });
    await user.type(screen.getByLabelText('कूपन कोड'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'लगाएँ' }));
    expect(await screen.findByText('अमान्य कूपन')).toBeInTheDocument();
  });

  it('/confirmbookingphysio: "Booking for" in Hindi, and a family member without a plan is told why it is one session', async () => {
    setPatientSession(plan);
    const mother = {
      id: '0b6b7c2e-1f0a-4c55-9a77-1d2b3c4d5e60',
      name: 'Sunita Sharma',
      relation: 'parent',
      age: 70,
      birth_year: 1956,
      created_at: '2026-11-27T10:05:00Z',
      plan: null,
    };
    on('GET', '/api/family/dependants', [200, { data: [mother] }]);
    const user = userEvent.setup();
    await hindi();
    renderPage(<ConfirmBookingPhysioPage />, { url: '/confirmbookingphysio', state: { patient: plan } });
    const forWhom = await screen.findByLabelText('किसके लिए बुकिंग');
    expect(within(forWhom).getByRole('option', { name: 'मेरे लिए' })).toBeInTheDocument();
    await user.selectOptions(forWhom, mother.id);
    expect(
      await screen.findByText(
        'अभी किसी फ़िज़ियोथेरेपिस्ट ने Sunita Sharma की इलाज योजना तय नहीं की है: यह पहले सत्र की कीमत पर एक सत्र है।',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('total')).toHaveTextContent('₹499.00');
  });

  it('/confirmbooking: the booking as made, its problem and time in Hindi', async () => {
    setPatientSession(existingPatient);
    on('GET', '/api/users/:id', [200, { data: existingPatient }]);
    await hindi();
    renderPage(<ConfirmBookingPage />, {
      url: '/confirmbooking',
      state: {
        name: 'Meera',
        email: 'meera@example.in',
        quantity: 1,
        description: 'Knee pain',
        booking: { mode: 'online', preferred_date: '2099-03-14', preferred_time: 'evening' },
      },
    });
    const details = await screen.findByLabelText('बुकिंग का विवरण');
    expect(details).toHaveTextContent('घुटने का दर्द');
    expect(details).toHaveTextContent('ऑनलाइन सत्र');
    expect(details).toHaveTextContent('14 मार्च 2099, शाम');
    expect(screen.getByRole('heading', { name: 'आपकी बुकिंग' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'विवरण बदलें' })).toBeInTheDocument();
  });

  it('/c/{id}: the guard’s spec alert in Hindi', async () => {
    await hindi();
    renderPage(<BookPhysioPage />, { url: '/c/12345', path: '/c/:id' });
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('यह मरीज़ ID पंजीकृत नहीं है।'));
  });
});

describe('/waitlist/claim', () => {
  it('in Hindi: a missing token is not valid, and a visitor is asked to log in', async () => {
    await hindi();
    const { unmount } = renderPage(<WaitlistClaimPage />, { url: '/waitlist/claim' });
    expect(screen.getByRole('heading', { name: 'एक समय खाली हुआ है' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(waitlistHi.waitlistClaimCatalog.offerUnknown);
    unmount();
    renderPage(<WaitlistClaimPage />, { url: `/waitlist/claim?token=${'a'.repeat(43)}` });
    expect(screen.getByRole('link', { name: 'लॉगिन' })).toHaveAttribute('href', '/user/login');
  });

  it('in Hindi: the API’s refusal of a claim, which it words in English, is said in Hindi', async () => {
    setPatientSession(existingPatient);
    const start = '2099-12-01T09:00:00+05:30';
    on('GET', '/api/waitlist/offers/:token', [
      200,
      {
        data: {
          doctor_id: 'dr-asha-rao',
          doctor_name: 'Dr. Asha Rao',
          start,
          end: '2099-12-01T09:45:00+05:30',
          mode: 'online',
          status: 'open',
          expires_at: start,
          hold_expires_at: null,
          pincode: null,
          travel_fee_paise: null,
        },
      },
    ]);
    on('POST', '/api/waitlist/claim', [409, { message: WAITLIST_MESSAGES.offerGone, code: 'OFFER_GONE' }]);
    const user = userEvent.setup();
    await hindi();
    renderPage(<WaitlistClaimPage />, { url: `/waitlist/claim?token=${'a'.repeat(43)}` });
    expect(await screen.findByRole('heading', { name: 'Dr. Asha Rao के साथ ऑनलाइन सत्र' })).toBeInTheDocument();
    expect(screen.getByText('1 दिस॰ 2099, 9:00 am IST')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'यह समय अपने नाम करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(waitlistHi.waitlistClaimCatalog.offerGone);
  });
});
