import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAll, setDoctor, setProfile } from '@physio/shared-auth/state';
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
