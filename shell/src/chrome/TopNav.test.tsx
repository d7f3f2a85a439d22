import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAll, setDoctor, setProfile } from '@physio/shared-auth/state';
import { resetLocaleForTests } from '@physio/shared-ui';
import { renderAt } from '../test/render';
import { TopNav } from './TopNav';

const doctor = {
  doctorData: {
    id: '9000000001',
    name: 'Dr. Asha Rao',
    email: 'asha@physiocare.in',
    mobile: '9000000001',
    gender: 'female',
    birth_date: '1985-04-12',
  },
  authorization: 'Bearer token',
};

const patient = {
  id: '9876543210',
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  mobile: '9876543210',
  new_user: false,
  price: 650,
  sessions: 6,
};

const accountHref = () => screen.getByRole('link', { name: 'My account' }).getAttribute('href');

beforeEach(() => clearAll());

describe('account icon', () => {
  it('leads to patient login without a session', () => {
    renderAt(<TopNav />);
    expect(accountHref()).toBe('/user/login');
  });

  it('leads to the patient dashboard when only a patient profile is stored', () => {
    setProfile(patient as never);
    renderAt(<TopNav />);
    expect(accountHref()).toBe('/user/dashboard/9876543210');
  });

  it('leads to the doctor dashboard when a doctor is stored, even with a patient profile', () => {
    setProfile(patient as never);
    setDoctor(doctor as never);
    renderAt(<TopNav />);
    expect(accountHref()).toBe('/dashboard');
  });

  it('follows a login made after the first render', () => {
    renderAt(<TopNav />);
    expect(accountHref()).toBe('/user/login');
    act(() => setDoctor(doctor as never));
    expect(accountHref()).toBe('/dashboard');
  });
});

describe('navigation links', () => {
  // jsdom applies no media query: this is the phone layout, where the links sit in the closed menu.
  it('has Home, About Us, Blog, Contact Us and the Booking button', () => {
    const { container } = renderAt(<TopNav />);
    const nav = container.querySelector('nav[aria-label="Main"]')!;
    const hrefs = Object.fromEntries(
      Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent?.trim(), a.getAttribute('href')]),
    );
    expect(hrefs).toEqual({
      Home: '/',
      'About Us': '/about',
      Blog: '/blog',
      'Contact Us': '/contact',
      Booking: '/booking',
    });
  });

  it('marks the current page', () => {
    renderAt(<TopNav />, '/about');
    expect(screen.getByRole('link', { name: 'About Us', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Home', hidden: true })).not.toHaveAttribute('aria-current');
  });
});

describe('mobile menu', () => {
  it('opens and closes by keyboard and reports its state', async () => {
    const user = userEvent.setup();
    renderAt(<TopNav />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', screen.getByRole('navigation', { hidden: true }).id);
    expect(screen.queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument();

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Blog' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes after following a link', async () => {
    const user = userEvent.setup();
    renderAt(<TopNav />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe("the doctor's header", () => {
  const links = (label: string) =>
    Object.fromEntries(
      Array.from(document.querySelectorAll(`nav[aria-label="${label}"] a`)).map((a) => [
        a.textContent?.trim(),
        a.getAttribute('href'),
      ]),
    );

  it("replaces the marketing links on the doctor's pages with the doctor's own, the current one marked", () => {
    setDoctor(doctor as never);
    renderAt(<TopNav />, '/dashboard?appointments');
    expect(document.querySelector('nav[aria-label="Main"]')).toBeNull();
    expect(links('Doctor')).toEqual({
      Dashboard: '/dashboard?appointments',
      Payouts: '/doctor/9000000001/payout',
    });
    expect(screen.getByRole('link', { name: 'Dashboard', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('link', { name: 'Booking', hidden: true })).toBeNull();
    expect(screen.getByRole('link', { name: /PhysioCare/ })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByText('for physiotherapists')).toBeInTheDocument();
  });

  it("is worn by a doctor's profile and payouts, and by a patient's area the doctor opened", () => {
    setDoctor(doctor as never);
    for (const path of [
      '/doctor/profile/9000000001',
      '/doctor/9000000001/payout',
      '/user/dashboard/9876543210',
    ]) {
      const { unmount } = renderAt(<TopNav />, path);
      expect(document.querySelector('nav[aria-label="Doctor"]')).not.toBeNull();
      unmount();
    }
  });

  it('is not worn by the public pages, the doctor login, or a patient in their own area', () => {
    renderAt(<TopNav />, '/dashboard/login');
    expect(document.querySelector('nav[aria-label="Main"]')).not.toBeNull();
    clearAll();
    setProfile(patient as never);
    const { unmount } = renderAt(<TopNav />, '/user/dashboard/9876543210');
    expect(document.querySelectorAll('nav[aria-label="Doctor"]')).toHaveLength(0);
    unmount();
  });

  it('signed out (the prerendered dashboard) has the dashboard link, without the links that need the doctor', () => {
    renderAt(<TopNav />, '/dashboard');
    expect(Object.keys(links('Doctor'))).toEqual(['Dashboard']);
    expect(screen.getByRole('link', { name: 'Dashboard', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('marks Payouts on the payout history and a payment detail', () => {
    setDoctor(doctor as never);
    renderAt(<TopNav />, '/doctor/payout/payment');
    expect(screen.getByRole('link', { name: 'Payouts', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Dashboard', hidden: true })).not.toHaveAttribute('aria-current');
  });
});

describe('language switch', () => {
  afterEach(() => act(() => resetLocaleForTests()));

  it('offers हिन्दी on a patient-facing page; chosen from the keyboard, it sets lang and offers English back', async () => {
    const user = userEvent.setup();
    renderAt(<TopNav />, '/booking');
    const toggle = screen.getByRole('button', { name: 'हिन्दी' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(document.cookie).toContain('physio_lang=hi');
    expect(screen.getByRole('link', { name: 'बुकिंग', hidden: true })).toBeInTheDocument();
  });

  it("is not on the doctor's pages (the dashboard stays English)", () => {
    setDoctor(doctor as never);
    renderAt(<TopNav />, '/dashboard?appointments');
    expect(screen.queryByRole('button', { name: 'हिन्दी' })).not.toBeInTheDocument();
  });
});
