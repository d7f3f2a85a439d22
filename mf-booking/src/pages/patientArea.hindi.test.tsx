import { act, screen, within, renderHook } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CHANGE_MESSAGES,
  creditSummary,
  creditValidity,
  dependantLabel,
  doctorChangeNote,
  formatTimeOfDay,
  orderLabel,
  placeLabel,
  seriesMark,
  type Prescription,
  type ReceiptSummary,
} from '@physio/shared-contracts';
import { resetLocaleForTests, setLocale } from '@physio/shared-ui';
import { existingPatient, on, resetApi, resetSession, setPatientSession } from '@physio/shared-auth/testing';
import { catalogProblems, renderPage } from '@physio/shared-ui/testing';
import PatientDashboardPage from './PatientDashboardPage';
import PatientOrdersPage from './PatientOrdersPage';
import PatientPrescriptionPage from './PatientPrescriptionPage';
import PatientProfilePage from './PatientProfilePage';
import { useSessionWords } from '../lib/sessionWords';
import { patientAreaCatalog } from '../features/patient-area/patientAreaMessages';
import * as patientAreaHi from '../features/patient-area/patientAreaMessages.hi';
import { changesCatalog } from '../features/patient-area/changesMessages';
import * as changesHi from '../features/patient-area/changesMessages.hi';
import { receiptCatalog } from '../features/receipts/receiptMessages';
import * as receiptHi from '../features/receipts/receiptMessages.hi';
import { packageCatalog } from '../features/packages/packageMessages';
import * as packageHi from '../features/packages/packageMessages.hi';
import { waitlistEntriesCatalog } from '../features/waitlist/waitlistMessages';
import * as waitlistHi from '../features/waitlist/waitlistMessages.hi';
import { PackageShop } from '../features/packages/PackageShop';
import { familyCatalog } from '../features/family/familyMessages';
import * as familyHi from '../features/family/familyMessages.hi';
import PatientFamilyPage from './PatientFamilyPage';
import { WaitlistEntries } from '../features/waitlist/WaitlistEntries';
import { FATHER } from '../test/family';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(20_000);

const id = existingPatient.id;
const hindi = () => act(() => setLocale('hi'));
const soon = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const session = (over: Record<string, unknown> = {}) => ({
  id: 'live',
  patient_id: id,
  patient_name: existingPatient.name,
  doctor_id: 'dr-asha-rao',
  doctor_name: 'Dr. Asha Rao',
  order_id: 'order-1',
  mode: 'online' as const,
  address: null,
  pincode: null,
  date: null,
  time_of_day: null,
  start: soon(48),
  end: soon(48.75),
  join_url: 'https://meet.jit.si/room',
  hold_expires_at: null,
  sessions: 1,
  status: 'scheduled' as const,
  created_at: '2026-01-01T00:00:00Z',
  ...over,
});
const credit = {
  order_id: 'o1',
  provider_order_id: 'order_1',
  mode: 'online' as const,
  doctor_id: 'dr-asha-rao',
  doctor_name: 'Dr. Asha Rao',
  paid_at: '2026-11-27T04:00:00.000Z',
  valid_until: '2099-05-27',
  total: 3,
  scheduled: 1,
  refunded: 0,
  remaining: 2,
};

beforeEach(() => {
  resetApi();
  resetSession();
  resetLocaleForTests();
  setPatientSession(existingPatient);
  on('GET', '/api/users/:id', [200, { data: existingPatient }]);
});
afterAll(() => resetLocaleForTests());

describe('the patient area’s catalogs', () => {
  it.each([
    ['patient area', patientAreaCatalog.en, patientAreaHi.patientAreaCatalog],
    ['session changes', changesCatalog.en, changesHi.changesCatalog],
    ['receipts', receiptCatalog.en, receiptHi.receiptCatalog],
    ['packages', packageCatalog.en, packageHi.packageCatalog],
    ['family', familyCatalog.en, familyHi.familyCatalog],
    ['waitlist entries', waitlistEntriesCatalog.en, waitlistHi.waitlistEntriesCatalog],
  ])('%s: Hindi names every key, in Devanagari, with English’s placeholders', (_name, en, hi) => {
    expect(catalogProblems(en, hi)).toEqual([]);
  });

  it('keeps the API’s change messages as they are in English', () => {
    expect(changesCatalog.en).toMatchObject({
      tooLateToReschedule: CHANGE_MESSAGES.tooLateToReschedule,
      tooLateToCancel: CHANGE_MESSAGES.tooLateToCancel,
      notYours: CHANGE_MESSAGES.notYours,
      moved: CHANGE_MESSAGES.moved('{when}'),
      cancelled: CHANGE_MESSAGES.cancelled('{when}'),
    });
  });

  it('writes in English exactly what shared-contracts’ helpers write', () => {
    const { result } = renderHook(() => useSessionWords());
    const w = result.current;
    const home = { mode: 'home' as const, address: '12 MG Road', pincode: '560038' };
    expect(w.place(home)).toBe(placeLabel(home));
    expect(w.place({ ...home, address: null })).toBe(placeLabel({ ...home, address: null }));
    for (const time of ['morning', 'evening', null, 'later'])
      expect(w.timeOfDay(time)).toBe(formatTimeOfDay(time));
    for (const change of [
      { by: 'doctor', kind: 'rescheduled', reason: 'Doctor unwell' },
      { by: 'doctor', kind: 'cancelled', reason: null },
      { by: 'patient', kind: 'cancelled', reason: null },
    ] as const)
      expect(w.doctorChangeNote(change as never)).toBe(doctorChangeNote(change as never));
    expect(w.seriesMark({ series: { position: 2, size: 6 } })).toBe(
      seriesMark({ series: { position: 2, size: 6 } }),
    );
    const member = { name: 'Ramesh', relation: 'parent', age: 74 };
    expect(w.dependant(member)).toBe(dependantLabel(member));
    for (const o of [
      { quantity: 1, mode: 'home' as const },
      {
        quantity: 3,
        mode: 'online' as const,
        doctor_name: 'Dr. Asha Rao',
        date: '2026-11-27',
        package_name: 'Back care',
      },
    ])
      expect(w.orderLabel(o)).toBe(orderLabel(o));
    for (const c of [
      credit,
      { ...credit, total: 1, scheduled: 0, remaining: 1 },
      { ...credit, refunded: 1, remaining: 1 },
    ])
      expect(w.creditSummary(c)).toBe(creditSummary(c));
    for (const c of [
      credit,
      { ...credit, valid_until: '2020-01-01' },
      { ...credit, valid_until: '2020-01-01', package_name: 'P' },
    ])
      expect(w.creditValidity(c)).toBe(creditValidity(c));
  });
});

describe('/user/dashboard/{id}', () => {
  beforeEach(() => {
    on('GET', '/api/users/:id/appointments', [200, { data: [session()], credits: [credit] }]);
  });

  it('in English as before', async () => {
    renderPage(<PatientDashboardPage />, { url: `/user/dashboard/${id}`, path: '/user/dashboard/:id' });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: `Hello, ${existingPatient.name}` },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Patient area' })).toHaveTextContent('Dashboard');
    expect(screen.getByRole('list', { name: 'Session credits' })).toHaveTextContent(
      '1 of 3 sessions scheduled · 2 to schedule',
    );
  });

  it('in Hindi: greeting, links, plan, credits and sessions, with money in en-IN', async () => {
    const user = userEvent.setup();
    await hindi();
    renderPage(<PatientDashboardPage />, { url: `/user/dashboard/${id}`, path: '/user/dashboard/:id' });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: `नमस्ते, ${existingPatient.name}` },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'मरीज़ क्षेत्र' });
    for (const link of ['डैशबोर्ड', 'प्रोफ़ाइल', 'ऑर्डर', 'पर्चे', 'निजता'])
      expect(within(nav).getByRole('link', { name: link })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
    const plan = screen.getByLabelText('इलाज योजना');
    expect(plan).toHaveTextContent('प्रति सत्र कीमत');
    expect(plan).toHaveTextContent(/₹[\d,]+\.00/);
    const credits = screen.getByRole('list', { name: 'सत्र क्रेडिट' });
    expect(credits).toHaveTextContent('Dr. Asha Rao के साथ 3 ऑनलाइन सत्र · 27 नव॰ 2026');
    expect(credits).toHaveTextContent('3 में से 1 सत्र तय · 2 तय करने बाकी');
    expect(credits).toHaveTextContent('27 मई 2099 तक इस्तेमाल करें');
    expect(within(credits).getByRole('button', { name: '3 में से सत्र 2 तय करें' })).toBeInTheDocument();
    const upcoming = screen.getByRole('heading', { name: 'आने वाले अपॉइंटमेंट' }).parentElement!;
    expect(upcoming).toHaveTextContent('Dr. Asha Rao के साथ');
    expect(upcoming).toHaveTextContent('ऑनलाइन सत्र');
    expect(within(upcoming).getByRole('button', { name: 'कैलेंडर में जोड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'पिछले अपॉइंटमेंट' }).parentElement).toHaveTextContent(
      'अभी कोई पिछला अपॉइंटमेंट नहीं है।',
    );
    await user.click(await within(upcoming).findByRole('button', { name: /के सत्र का समय बदलें$/ }));
    expect(await screen.findByRole('button', { name: 'मौजूदा समय रखें' })).toBeInTheDocument();
  });
});

describe('/user/orders/{id}, /user/prescription/{id} and /user/profile/{id} in Hindi', () => {
  it('orders: the empty state and the receipts in Hindi', async () => {
    const payment: ReceiptSummary = {
      number: 'PAY-2026-000042',
      kind: 'payment',
      issued_at: '2026-11-24T18:44:22+05:30',
      order_id: 'order_abc',
      amount: 6_172_800,
    };
    on('GET', '/api/orders', [200, { data: [] }]);
    on('GET', '/api/receipts', [200, { data: [payment] }]);
    await hindi();
    renderPage(<PatientOrdersPage />, { url: `/user/orders/${id}`, path: '/user/orders/:id' });
    expect(screen.getByRole('heading', { level: 1, name: 'ऑर्डर' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'अपना पहला सत्र बुक करें' })).toHaveAttribute(
      'href',
      '/booking',
    );
    expect(screen.getByText(/^अभी कोई ऑर्डर नहीं है।/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'रसीदें' })).toBeInTheDocument();
    expect(await screen.findByText('24 नव॰ 2026 · ₹61,728.00 का भुगतान')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रसीद PAY-2026-000042 खोलें' })).toBeInTheDocument();
    on('GET', '/api/receipts/:number', [503, { message: 'Service unavailable' }]);
    await userEvent.click(screen.getByRole('button', { name: 'रसीद PAY-2026-000042 खोलें' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  });

  it('orders: a receipt in Hindi: the page’s words, the API’s description and note, the relation and the practitioner; money in en-IN', async () => {
    const payment: ReceiptSummary = {
      number: 'PAY-2026-000042',
      kind: 'payment',
      issued_at: '2026-11-24T18:44:22+05:30',
      order_id: 'order_abc',
      amount: 6_172_800,
    };
    on('GET', '/api/orders', [200, { data: [] }]);
    on('GET', '/api/receipts', [200, { data: [payment] }]);
    // What the API answers a Hindi page (its language cookie): the description and note in Hindi.
    on('GET', '/api/receipts/:number', [
      200,
      {
        data: {
          ...payment,
          clinic: {
            name: 'PhysioCare',
            address: 'PhysioCare Clinic, India',
            phone: '9123456780',
            email: 'support@physiocare.in',
          },
          patient: { name: 'Ravi Kumar', mobile: '9876543210' },
          dependant: { name: 'Ramesh Kumar', relation: 'parent' },
          practitioner: { name: 'Dr. Asha Rao', registration_number: 'KSAHC/PT/2011/0457' },
          payment_id: 'pay_xyz',
          description: 'फ़िज़ियोथेरेपी के 3 सत्रों का भुगतान',
          sessions: 3,
          unit_price: 4_115_200,
          coupon_code: 'HALFOFF',
          discount: 6_172_800,
          note: 'फ़िज़ियोथेरेपी सेवाएँ — GST से छूट प्राप्त',
        },
      },
    ]);
    await hindi();
    renderPage(<PatientOrdersPage />, { url: `/user/orders/${id}`, path: '/user/orders/:id' });
    await userEvent.click(await screen.findByRole('button', { name: 'रसीद PAY-2026-000042 खोलें' }));
    const sheet = await screen.findByRole('article', { name: 'भुगतान की रसीद PAY-2026-000042' });
    const term = (label: string) => within(sheet).getByText(label, { selector: 'dt' });
    expect(term('मरीज़').nextElementSibling).toHaveTextContent('Ramesh Kumar (माता/पिता)');
    expect(term('भुगतानकर्ता').nextElementSibling).toHaveTextContent('Ravi Kumar, +91 98765 43210');
    expect(term('फ़िज़ियोथेरेपिस्ट').nextElementSibling).toHaveTextContent(
      'Dr. Asha Rao, फ़िज़ियोथेरेपिस्ट · पंजीकरण संख्या KSAHC/PT/2011/0457',
    );
    expect(term('विवरण').nextElementSibling).toHaveTextContent('फ़िज़ियोथेरेपी के 3 सत्रों का भुगतान');
    expect(sheet).toHaveTextContent('भुगतान की गई राशि: ₹61,728.00');
    expect(sheet).toHaveTextContent('फ़िज़ियोथेरेपी सेवाएँ — GST से छूट प्राप्त');
    expect(sheet).not.toHaveTextContent(/physiotherapist|Parent|Amount/);
  });

  it('orders: an order’s card in Hindi (shared-ui’s OrderCard with the page’s words), money in en-IN', async () => {
    on('GET', '/api/orders', [
      200,
      {
        data: [
          {
            id: 'order_abc',
            patient_id: id,
            kind: 'physio',
            status: 'paid',
            amount: 449700,
            currency: 'INR',
            description: null,
            appointment: null,
            quantity: 3,
            mode: 'online',
            doctor_name: 'Dr. Asha Rao',
            coupon_code: null,
            discount_percentage: null,
            payment_id: 'pay_1',
            paid_at: '2026-11-27T04:00:00.000Z',
            created_at: '2026-11-27T03:55:00.000Z',
          },
        ],
      },
    ]);
    on('GET', '/api/receipts', [200, { data: [] }]);
    await hindi();
    renderPage(<PatientOrdersPage />, { url: `/user/orders/${id}`, path: '/user/orders/:id' });
    expect(
      await screen.findByRole('heading', { level: 2, name: /Dr. Asha Rao के साथ 3 ऑनलाइन सत्र · 27 नव॰ 2026/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('उपचार योजना · भुगतान हो गया')).toBeInTheDocument();
    expect(screen.getByText('₹4,497.00')).toBeInTheDocument();
    expect(screen.getByText('27 नव॰ 2026, 9:30 am IST')).toBeInTheDocument();
    expect(screen.queryByText(/Treatment plan|Amount|Order ID/)).not.toBeInTheDocument();
  });

  it('prescriptions: the table’s headings in Hindi, the physiotherapist’s words as written', async () => {
    const prescription: Prescription = {
      id: 'p1',
      patient_id: id,
      doctor_id: 'dr-asha-rao',
      doctor_name: 'Dr. Asha Rao',
      title: 'Lower back rehab',
      advice: 'Avoid lifting heavy weights.',
      exercises: [{ name: 'Side plank', sets: 3, reps: '10', frequency: 'Daily' }],
      created_at: '2026-11-01T09:00:00Z',
    };
    on('GET', '/api/users/:id/prescriptions', [200, { data: [prescription] }]);
    await hindi();
    renderPage(<PatientPrescriptionPage />, {
      url: `/user/prescription/${id}`,
      path: '/user/prescription/:id',
    });
    expect(await screen.findByRole('heading', { name: 'Lower back rehab' })).toBeInTheDocument();
    expect(screen.getByText('Dr. Asha Rao · 1 नव॰ 2026')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'कितनी बार' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'प्रिंट करें' })).toBeInTheDocument();
  });

  it('profile: details and the WhatsApp switch in Hindi', async () => {
    on('GET', '/api/users/:id/whatsapp', [200, { data: { opted_in: false, source: null, at: null } }]);
    await hindi();
    renderPage(<PatientProfilePage />, { url: `/user/profile/${id}`, path: '/user/profile/:id' });
    const details = await screen.findByLabelText('आपका विवरण');
    expect(details).toHaveTextContent('मरीज़ ID');
    expect(screen.getByRole('button', { name: 'विवरण बदलें' })).toBeInTheDocument();
    expect(
      await screen.findByRole('switch', { name: 'मेरी बुकिंग की पुष्टि और रिमाइंडर WhatsApp पर भेजें' }),
    ).toBeInTheDocument();
  });
});

describe('the dashboard’s packages and waitlist', () => {
  const pkg = {
    id: '8f0e4a4e-1d5c-4c7e-9a55-3a1c2b7e9d10',
    doctor_id: 'dr-asha-rao',
    doctor_name: 'Dr. Asha Rao',
    name: 'Knee rehab',
    sessions: 10,
    price: 600_000,
    validity_days: 90,
    mode: 'both' as const,
    family_shared: true,
    retired_at: null,
    created_at: '2026-11-01T10:00:00.000Z',
  };
  const entry = {
    id: '3f1c2b9e-0000-4000-8000-000000000001',
    doctor_id: 'dr-asha-rao',
    doctor_name: 'Dr. Asha Rao',
    from: '2099-01-02',
    to: '2099-01-09',
    time_of_day: 'evening' as const,
    mode: 'online' as const,
    pincode: null,
    status: 'waiting' as const,
    joined_at: '2026-11-01T10:00:00.000Z',
  };
  const prefill = { name: 'Ravi', email: 'ravi@example.in', contact: id };
  beforeEach(() => {
    on('GET', '/api/packages', [200, { data: [pkg] }]);
    on('GET', '/api/waitlist', [200, { data: [entry] }]);
  });

  it('in English as describePackage and packageKindLabel write them', async () => {
    renderPage(
      <>
        <PackageShop patientId={id} prefill={prefill} />
        <WaitlistEntries patientId={id} />
      </>,
    );
    expect(
      await screen.findByText('10 sessions · ₹6,000.00 · valid 90 days · with Dr. Asha Rao'),
    ).toBeInTheDocument();
    expect(screen.getByText('Online or home visits · shareable in the family')).toBeInTheDocument();
    expect(await screen.findByText('2 Jan 2099 to 9 Jan 2099 · Evening (after 5 pm)')).toBeInTheDocument();
  });

  it('in Hindi, money in en-IN', async () => {
    const user = userEvent.setup();
    await hindi();
    renderPage(
      <>
        <PackageShop patientId={id} prefill={prefill} />
        <WaitlistEntries patientId={id} />
      </>,
    );
    expect(
      await screen.findByText('10 सत्र · ₹6,000.00 · 90 दिन के लिए मान्य · Dr. Asha Rao के साथ'),
    ).toBeInTheDocument();
    expect(screen.getByText('ऑनलाइन या होम विज़िट · परिवार में साझा किया जा सकता है')).toBeInTheDocument();
    expect(await screen.findByText('2 जन॰ 2099 से 9 जन॰ 2099 तक · शाम (5 pm के बाद)')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Dr. Asha Rao, 2 जन॰ 2099 से 9 जन॰ 2099 तक की वेटलिस्ट छोड़ें' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dr. Asha Rao के साथ Knee rehab खरीदें' }));
    expect(screen.getByRole('button', { name: '₹6,000.00 का भुगतान करें' })).toBeInTheDocument();
  });
});

describe('/user/family/{id}', () => {
  const father = FATHER;

  it('keeps FAMILY_MESSAGES as they are in English', () => {
    expect(familyCatalog.en).toMatchObject({
      nameEmpty: 'Name Should not be empty',
      added: 'Family member added.',
      removed: 'Family member removed. Their past sessions stay in your history.',
    });
  });

  it('in Hindi: the list, the form, its spec messages and the API’s answer', async () => {
    on('GET', '/api/family/dependants', [200, { data: [father] }]);
    on('POST', '/api/family/dependants', [201, { data: { ...father, id: 'x2', name: 'Asha' } }]);
    const user = userEvent.setup();
    await hindi();
    renderPage(<PatientFamilyPage />, { url: `/user/family/${id}`, path: '/user/family/:id' });
    const list = await screen.findByRole('list', { name: 'परिवार के सदस्य' });
    expect(list).toHaveTextContent('Ramesh Sharma (माता/पिता, 74)');
    expect(within(list).getByRole('button', { name: 'सुधारें' })).toBeInTheDocument();
    // The remove dialog's buttons are Hindi too (ConfirmDialog's default "Cancel" is not used).
    await user.click(within(list).getByRole('button', { name: /हटाएँ/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ramesh Sharma को हटाएँ?' });
    await user.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));
    await user.click(screen.getByRole('button', { name: 'परिवार का सदस्य जोड़ें' }));
    expect(await screen.findByText('नाम खाली नहीं होना चाहिए')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'भाई या बहन' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('नाम'), 'Asha');
    await user.selectOptions(screen.getByLabelText('रिश्ता'), 'child');
    await user.type(screen.getByLabelText('उम्र (साल)'), '12');
    await user.click(screen.getByRole('button', { name: 'परिवार का सदस्य जोड़ें' }));
    expect(await screen.findByText('परिवार का सदस्य जोड़ दिया गया।')).toBeInTheDocument();
  });
});
