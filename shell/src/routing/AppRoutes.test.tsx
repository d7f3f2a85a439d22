import type { ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import { resetLocaleForTests, setLocale } from '@physio/shared-ui';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { mockMfConfigFetch, renderAt } from '../test/render';
import { resetRemoteRegistration } from '../federation/remotes';
import { AppRoutes } from './AppRoutes';
import { ROUTES } from './routeTable';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async (id: string) => ({
    default: function RemotePageStub() {
      // The language the remote's page renders in (the doctor's area is scoped to English).
      const { useLocale } = jest.requireActual<typeof import('@physio/shared-ui')>('@physio/shared-ui');
      return (
        <div data-testid="remote-page" data-locale={useLocale()}>
          {id}
        </div>
      );
    },
  })),
}));

const mockSession = {
  doctor: null as unknown,
  profile: null,
  role: null as 'doctor' | 'patient' | null,
  accessToken: '',
};

// Guards become markers so each route's guard is visible in the rendered tree.
jest.mock('@physio/shared-auth/state', () => {
  const marker = (guard: string) =>
    function Guard({ children }: { children: ReactNode }) {
      return <div data-guard={guard}>{children}</div>;
    };
  return {
    RequireDoctor: marker('doctor'),
    RequirePatientOrDoctor: marker('patientOrDoctor'),
    RedirectIfLoggedIn: marker('guestOnly'),
    useSession: () => mockSession,
    accountLink: () => '/user/login',
  };
});

const BOOKING = 'mf_booking';
const DOCTOR = 'mf_doctor';
const PUBLIC = 'mf_public_site';

// Spec §2, written out independently of the route table: [url, remote page, guard].
const SPEC_ROUTES: [string, string, string][] = [
  ['/', `${PUBLIC}/HomePage`, 'public'],
  ['/about', `${PUBLIC}/AboutPage`, 'public'],
  ['/blog', `${PUBLIC}/BlogListPage`, 'public'],
  ['/blog/knee-pain-exercises', `${PUBLIC}/BlogPostPage`, 'public'],
  ['/conditions-we-treat', `${PUBLIC}/ConditionsPage`, 'public'],
  ['/conditions-we-treat/back-pain', `${PUBLIC}/ConditionPage`, 'public'],
  ['/faqs', `${PUBLIC}/FaqsPage`, 'public'],
  ['/terms', `${PUBLIC}/TermsPage`, 'public'],
  ['/terms#privacy', `${PUBLIC}/TermsPage`, 'public'],
  ['/comingsoon', `${PUBLIC}/ComingSoonPage`, 'public'],
  ['/contact', `${PUBLIC}/ContactPage`, 'public'],
  ['/privacy', `${PUBLIC}/PrivacyNoticePage`, 'public'],
  ['/grievance', `${PUBLIC}/GrievancePage`, 'public'],
  ['/booking', `${BOOKING}/BookingPage`, 'public'],
  ['/confirmbooking', `${BOOKING}/ConfirmBookingPage`, 'public'],
  ['/thankyou?email=a%40b.in', `${BOOKING}/ThankYouPage`, 'public'],
  ['/paymentsuccess', `${BOOKING}/PaymentSuccessPage`, 'public'],
  ['/paymentsuccessphysio', `${BOOKING}/PaymentSuccessPhysioPage`, 'public'],
  ['/paymentfailed', `${BOOKING}/PaymentFailedPage`, 'public'],
  ['/bookphysio', `${BOOKING}/BookPhysioPage`, 'public'],
  ['/c/9876543210', `${BOOKING}/BookPhysioPage`, 'public'],
  ['/confirmbookingphysio', `${BOOKING}/ConfirmBookingPhysioPage`, 'public'],
  ['/user/login', `${BOOKING}/PatientLoginPage`, 'public'],
  ['/waitlist/claim?token=x', `${BOOKING}/WaitlistClaimPage`, 'public'],
  ['/user/dashboard/9876543210', `${BOOKING}/PatientDashboardPage`, 'patientOrDoctor'],
  ['/user/profile/9876543210', `${BOOKING}/PatientProfilePage`, 'patientOrDoctor'],
  ['/user/orders/9876543210', `${BOOKING}/PatientOrdersPage`, 'patientOrDoctor'],
  ['/user/prescription/9876543210', `${BOOKING}/PatientPrescriptionPage`, 'patientOrDoctor'],
  ['/user/health/9876543210', `${BOOKING}/PatientHealthPage`, 'patientOrDoctor'],
  ['/user/privacy/9876543210', `${BOOKING}/PatientPrivacyPage`, 'patientOrDoctor'],
  ['/user/exercises/9876543210', `${BOOKING}/PatientExercisesPage`, 'patientOrDoctor'],
  ['/user/family/9876543210', `${BOOKING}/PatientFamilyPage`, 'patientOrDoctor'],
  ['/dashboard/login', `${DOCTOR}/DoctorLoginPage`, 'guestOnly'],
  ['/dashboard', `${DOCTOR}/DashboardPage`, 'doctor'],
  ['/dashboard?patients', `${DOCTOR}/DashboardPage`, 'doctor'],
  ['/dashboard?coupons', `${DOCTOR}/DashboardPage`, 'doctor'],
  ['/user/bookings/9876543210', `${DOCTOR}/PatientBookingsPage`, 'doctor'],
  ['/doctor/profile/9000000001', `${DOCTOR}/DoctorProfilePage`, 'patientOrDoctor'],
  ['/doctor/9000000001/payout', `${DOCTOR}/PayoutPage`, 'patientOrDoctor'],
  ['/doctor/payout/payment', `${DOCTOR}/PayoutPaymentPage`, 'patientOrDoctor'],
];

beforeEach(() => {
  resetRemoteRegistration();
  mockMfConfigFetch();
  mockSession.doctor = null;
  mockSession.role = null;
  jest.mocked(loadRemote).mockClear();
});

describe('route table', () => {
  it.each(SPEC_ROUTES)('%s renders %s behind the %s guard', async (url, pageId, guard) => {
    renderAt(<AppRoutes />, url);
    const page = await screen.findByTestId('remote-page');
    expect(page).toHaveTextContent(pageId);
    const guardMarker = page.closest('[data-guard]');
    if (guard === 'public') expect(guardMarker).toBeNull();
    else expect(guardMarker).toHaveAttribute('data-guard', guard);
  });

  it('lists exactly the spec paths (no route missing, none extra)', () => {
    const specPaths = new Set(SPEC_ROUTES.map(([url]) => url.replace(/[?#].*$/, '')));
    expect(ROUTES).toHaveLength(new Set(ROUTES.map((r) => r.path)).size);
    for (const { path } of ROUTES) {
      const example = path.replace(':id', path.startsWith('/doctor') ? '9000000001' : 'x');
      const covered = [...specPaths].some(
        (url) => url === example || new RegExp(`^${path.replace(/:id/g, '[^/]+')}$`).test(url),
      );
      expect(covered).toBe(true);
    }
  });

  it.each(['/nope', '/user', '/dashboard/login/extra', '/blog/a/b'])(
    'unknown path %s shows the 404 page with a Go to Home link',
    async (url) => {
      renderAt(<AppRoutes />, url);
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      expect(loadRemote).not.toHaveBeenCalled();
    },
  );

  describe('with the site in Hindi', () => {
    beforeEach(() => act(() => setLocale('hi')));
    afterEach(() => resetLocaleForTests());

    it.each([
      ['/booking', null, 'hi'],
      ['/user/dashboard/9876543210', 'patient', 'hi'],
      ['/dashboard', 'doctor', 'en'],
      ['/user/bookings/9876543210', 'doctor', 'en'],
      // A patient's page the doctor opened stays English, as its header does.
      ['/user/health/9876543210', 'doctor', 'en'],
    ] as const)('%s (signed in as %s) renders in %s', async (url, role, locale) => {
      mockSession.role = role;
      renderAt(<AppRoutes />, url);
      expect(await screen.findByTestId('remote-page')).toHaveAttribute('data-locale', locale);
    });

    it('shows the 404 page in Hindi, its words fetched with it', async () => {
      renderAt(<AppRoutes />, '/nope');
      expect(await screen.findByRole('heading', { name: 'पेज नहीं मिला' })).toBeInTheDocument();
      expect(screen.getByText('आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'होम पर जाएँ' })).toHaveAttribute('href', '/');
      expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
    });
  });

  it('adds the doctor tools below the patient dashboard only for a doctor session', async () => {
    const { unmount } = renderAt(<AppRoutes />, '/user/dashboard/9876543210');
    expect(await screen.findByText('mf_booking/PatientDashboardPage')).toBeInTheDocument();
    expect(screen.queryByText('mf_doctor/DoctorPatientToolsPage')).not.toBeInTheDocument();
    unmount();

    mockSession.doctor = { doctorData: { id: '9000000001' }, authorization: 't' };
    renderAt(<AppRoutes />, '/user/dashboard/9876543210');
    await screen.findByText('mf_doctor/DoctorPatientToolsPage');
    expect(screen.getAllByTestId('remote-page').map((p) => p.textContent)).toEqual([
      'mf_booking/PatientDashboardPage',
      'mf_doctor/DoctorPatientToolsPage',
    ]);
  });
});
