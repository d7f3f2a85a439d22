import { act, screen, waitFor, within } from '@testing-library/react';
import { CAROUSEL_INTERVAL_MS } from '@physio/shared-contracts';
import { conditions } from '../content/conditions';
import { physiotherapists } from '../content/team';
import { testimonials } from '../content/testimonials';
import { resetLocaleForTests, setLocale } from '@physio/shared-ui';
import { renderPage } from '../lib/renderPage';
import HomePage from './HomePage';

const visibleSlide = (carousel: HTMLElement) =>
  within(carousel)
    .getAllByRole('group', { hidden: true })
    .find((s) => s.getAttribute('aria-hidden') !== 'true');

afterEach(() => jest.useRealTimers());

it('has the hero tagline and a Book Appointment link to /booking', async () => {
  renderPage(<HomePage />);
  expect(
    screen.getByRole('heading', { level: 1, name: 'Learn to be your strongest self with physiotherapy' }),
  ).toBeInTheDocument();
  const book = screen.getAllByRole('link', { name: 'Book Appointment' });
  expect(book[0]).toHaveAttribute('href', '/booking');
  await waitFor(() => expect(document.title).toBe('PhysioCare — Online and Home Physiotherapy in India'));
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/$/);
});

it('shows four physiotherapist cards with qualification, registration, years and languages', () => {
  renderPage(<HomePage />);
  const team = screen.getByRole('region', { name: 'Our expert physiotherapists' });
  expect(within(team).getAllByRole('article')).toHaveLength(4);
  for (const d of physiotherapists) {
    expect(within(team).getByRole('heading', { name: d.name })).toBeInTheDocument();
    expect(within(team).getByText(d.registration)).toBeInTheDocument();
    expect(within(team).getByText(`${d.years} years`)).toBeInTheDocument();
    expect(within(team).getByText(d.languages.join(', '))).toBeInTheDocument();
  }
});

it('links the 14 condition cards to /conditions-we-treat/{slug}', () => {
  renderPage(<HomePage />);
  const section = screen.getByRole('region', { name: 'Conditions we treat' });
  const hrefs = within(section)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));
  expect(hrefs).toEqual(conditions.map((c) => `/conditions-we-treat/${c.slug}`));
});

it('lists the three reasons', () => {
  renderPage(<HomePage />);
  const section = screen.getByRole('region', { name: 'Why choose PhysioCare' });
  for (const r of ['Book Instantly', 'Pick a time', '100% Safe'])
    expect(within(section).getByRole('heading', { name: r })).toBeInTheDocument();
});

it('rotates the procedure carousel every 2 s through the four steps', () => {
  jest.useFakeTimers();
  renderPage(<HomePage />);
  const carousel = screen.getByRole('region', { name: 'Our procedure' });
  expect(visibleSlide(carousel)).toHaveTextContent('Consultation');
  act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS.procedure));
  expect(visibleSlide(carousel)).toHaveTextContent('Planning of Future Sessions');
  act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS.procedure));
  expect(visibleSlide(carousel)).toHaveTextContent('Treatment Course');
  act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS.procedure));
  expect(visibleSlide(carousel)).toHaveTextContent('Follow up and Review');
});

it('rotates the five testimonials every 5 s', () => {
  jest.useFakeTimers();
  renderPage(<HomePage />);
  const carousel = screen.getByRole('region', { name: 'Patient testimonials' });
  expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(5);
  expect(visibleSlide(carousel)).toHaveTextContent(testimonials[0]!.name);
  act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS.default - 1));
  expect(visibleSlide(carousel)).toHaveTextContent(testimonials[0]!.name);
  act(() => jest.advanceTimersByTime(1));
  expect(visibleSlide(carousel)).toHaveTextContent(testimonials[1]!.name);
});

it('reads in Hindi when Hindi is chosen, with the numbers as they are', async () => {
  await setLocale('hi');
  try {
    renderPage(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: /फ़िज़ियोथेरेपी/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'अपॉइंटमेंट बुक करें' })[0]).toHaveAttribute('href', '/booking');
    const team = screen.getByRole('region', { name: 'हमारे अनुभवी फ़िज़ियोथेरेपिस्ट' });
    expect(within(team).getByText('14 वर्ष')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^गर्दन का दर्द/ })).toHaveAttribute(
      'href',
      '/conditions-we-treat/neck-pain',
    );
  } finally {
    act(() => resetLocaleForTests());
  }
});
