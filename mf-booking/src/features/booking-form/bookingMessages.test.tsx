import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  addDays,
  CHOOSE_TIME_MESSAGE,
  formatDayShort,
  MESSAGES,
  PROBLEM_CATEGORIES,
  todayInIndia,
} from '@physio/shared-contracts';
import { resetLocaleForTests, setLocale } from '@physio/shared-ui';
import { renderPage } from '@physio/shared-ui/testing';
import { on, resetApi } from '@physio/shared-auth/testing';
import { BookingForm } from './BookingForm';
import { emptyBookingForm } from './bookingFormValues';
import { bookingErrorCatalog, bookingPageCatalog, problemCatalog } from './bookingMessages';
import * as hindi from './bookingMessages.hi';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(20_000);

beforeEach(() => {
  resetApi();
  on('GET', '/api/slots', [200, { data: [] }]);
  resetLocaleForTests();
});
afterAll(() => resetLocaleForTests());

describe('the booking page in English', () => {
  it('keeps the strings the page showed before it had a Hindi side, word for word', () => {
    expect(bookingPageCatalog.en).toEqual({
      metaTitle: 'Book a physiotherapy session | PhysioCare',
      metaDescription: 'Book an online or home physiotherapy session with PhysioCare in a few steps.',
      title: 'Book a session',
      intro: 'Tell us what hurts and how you would like to be treated. First sessions cost {price}.',
      name: 'Name',
      email: 'Email',
      quantity: 'Quantity (sessions)',
      problem: 'Problem',
      selectProblem: 'Select your problem',
      treatment: 'Treatment',
      online: 'Online session (video call)',
      home: 'Home treatment (the physiotherapist visits you)',
      address: 'Address',
      pincode: 'Pincode',
      bookNow: 'Book Now',
    });
    // The spec's messages (§5), typos included.
    expect(bookingErrorCatalog.en).toEqual({
      name: 'Enter a valid Name',
      email: 'Enter a valid Email',
      quantity: 'Enter a valid quantity',
      problem: 'Select problem',
      address: 'Enter your address',
      pincode: 'Enter a valid 6-digit Pincode',
      slot: CHOOSE_TIME_MESSAGE,
    });
    expect(Object.keys(problemCatalog.en)).toEqual([...PROBLEM_CATEGORIES]);
    expect(Object.values(problemCatalog.en)).toEqual([...PROBLEM_CATEGORIES]);
  });

  it('has Hindi for every English message, in Devanagari, placeholders kept', () => {
    for (const [catalog, hi] of [
      [bookingPageCatalog, hindi.bookingPageCatalog],
      [bookingErrorCatalog, hindi.bookingErrorCatalog],
      [problemCatalog, hindi.problemCatalog],
    ] as const) {
      expect(Object.keys(hi)).toEqual(Object.keys(catalog.en));
      for (const [key, english] of Object.entries(catalog.en)) {
        const hindi = (hi as Record<string, string>)[key] ?? '';
        expect(hindi).toMatch(/[\u0900-\u097F]/);
        expect(hindi).not.toBe(english);
        expect(hindi.match(/\{\w+\}/g)?.sort()).toEqual(english.match(/\{\w+\}/g)?.sort());
      }
    }
  });
});

describe('the booking form in Hindi', () => {
  it('labels, options and the spec’s messages in Hindi; the values sent stay English', async () => {
    renderPage(<BookingForm initialValues={emptyBookingForm} feeRupees={499} onSubmit={jest.fn()} />);
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    await act(() => setLocale('hi'));
    expect(document.documentElement.lang).toBe('hi');
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.getByLabelText('नाम')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'ऑनलाइन सत्र (वीडियो कॉल)' })).toBeChecked();
    expect(screen.getByRole('option', { name: 'घुटने का दर्द' })).toHaveValue('Knee pain');
    fireEvent.click(screen.getByRole('button', { name: 'अभी बुक करें' }));
    expect(await screen.findByText('मान्य नाम दर्ज करें')).toBeInTheDocument();
    expect(screen.getByText('समस्या चुनें')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.booking.name)).not.toBeInTheDocument();
  });
});

describe('the free times in Hindi', () => {
  it('day chips, the physiotherapist choice, the fee in en-IN and the call-back in Hindi', async () => {
    const day = addDays(todayInIndia(), 1);
    on('GET', '/api/slots', [
      200,
      {
        data: [
          {
            start: `${day}T09:00:00+05:30`,
            end: `${day}T09:45:00+05:30`,
            doctor_id: 'dr-asha-rao',
            doctor_name: 'Dr. Asha Rao',
          },
        ],
      },
    ]);
    await act(() => setLocale('hi'));
    renderPage(<BookingForm initialValues={emptyBookingForm} feeRupees={1499} onSubmit={jest.fn()} />);
    const times = await screen.findByRole('group', { name: /को खाली समय$/ });
    expect(within(times).getByRole('button', { name: /Dr\. Asha Rao के साथ$/ })).toBeInTheDocument();
    const [weekday] = formatDayShort(day, 'hi').split(', ');
    expect(screen.getByRole('group', { name: 'दिन' })).toHaveTextContent(weekday!);
    expect(screen.getByText('फ़िज़ियोथेरेपिस्ट')).toBeInTheDocument();
    expect(screen.getAllByText(/₹1,499\.00 प्रति सत्र/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'हम आपको फ़ोन करके समय तय करें' })).toBeInTheDocument();
    expect(screen.getByText('सभी समय भारतीय मानक समय (IST) में हैं।')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'इनमें से कोई समय ठीक नहीं? प्रतीक्षा सूची में शामिल हों' }),
    ).toBeInTheDocument();
  });
});
