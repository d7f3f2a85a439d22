import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { renderUi } from '../test/render';
import {
  compileCatalogMessage,
  defineCatalog,
  LanguageSwitch,
  localeFromCookie,
  parseLocale,
  resetLocaleForTests,
  setLocale,
  useMessages,
} from './index';

const catalog = defineCatalog('test', { title: 'Book a session', cost: 'First sessions cost {price}.' }, () =>
  Promise.resolve({ default: { title: 'सत्र बुक करें', cost: 'पहले सत्र का शुल्क {price} है।' } }),
);

function Page() {
  const t = useMessages(catalog);
  return (
    <>
      <LanguageSwitch />
      <h1>{t('title')}</h1>
      <p>{t('cost', { price: '₹499' })}</p>
    </>
  );
}

beforeEach(() => {
  document.cookie = 'physio_lang=; Max-Age=0; Path=/';
  resetLocaleForTests();
});

describe('parseLocale', () => {
  it('takes the languages we have, in any case or region', () => {
    expect(parseLocale('hi')).toBe('hi');
    expect(parseLocale('HI-in')).toBe('hi');
    expect(parseLocale('en_GB')).toBe('en');
  });

  it('falls back to English for an unknown or missing code', () => {
    expect(parseLocale('fr')).toBe('en');
    expect(parseLocale('hindi')).toBe('en');
    expect(parseLocale('')).toBe('en');
    expect(parseLocale(undefined)).toBe('en');
    expect(localeFromCookie('a=1; physio_lang=xx')).toBe('en');
    expect(localeFromCookie('a=1; physio_lang=hi; b=2')).toBe('hi');
  });
});

describe('compileCatalogMessage', () => {
  it.each(['Book Now', 'First sessions cost {price}.', '{a} of {b}', "It's ₹1,499"])(
    'matches Lingui’s compiler for %s',
    (message) => {
      expect(compileCatalogMessage(message)).toEqual(compileMessage(message));
    },
  );

  it('refuses a plural or select, which needs Lingui’s compiler and runtime', () => {
    expect(() => compileCatalogMessage('{count, plural, one {# session} other {# sessions}}')).toThrow(
      /plural or select/,
    );
  });
});

describe('reading a Hindi catalog', () => {
  const hindi = { title: 'सत्र बुक करें', cost: 'पहले सत्र का शुल्क {price} है।', span: '{a} से {b} तक' };
  const withLingui = defineCatalog('same', { title: 'T', cost: 'C {price}', span: '{a} to {b}' }, () =>
    Promise.resolve({ default: hindi }),
  );

  it('gives the words Lingui’s runtime gives for the same compiled messages', async () => {
    await withLingui.load('hi');
    const i18n = setupI18n({ locale: 'hi', messages: { hi: {} } });
    i18n.load(
      'hi',
      Object.fromEntries(Object.entries(hindi).map(([key, text]) => [key, compileCatalogMessage(text)])),
    );
    const t = withLingui.translate('hi');
    const values = { price: '₹499', a: '10:00', b: '11:00' };
    for (const key of Object.keys(hindi) as (keyof typeof hindi)[])
      expect(t(key, values)).toBe(i18n._(key, values));
    expect(t('span', values)).toBe('10:00 से 11:00 तक');
    expect(withLingui.translate('en')('cost', { price: '₹499' })).toBe('C ₹499');
  });
});

describe('language switch', () => {
  it('renders English by default with lang en-IN', () => {
    renderUi(<Page />);
    expect(screen.getByRole('heading')).toHaveTextContent('Book a session');
    expect(screen.getByText('First sessions cost ₹499.')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-IN');
  });

  it('switches to Hindi from the keyboard, sets lang and remembers the choice in the cookie', async () => {
    const user = userEvent.setup();
    renderUi(<Page />);
    const toggle = screen.getByRole('button', { name: 'हिन्दी' });
    expect(toggle).toHaveAttribute('lang', 'hi');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'सत्र बुक करें' })).toBeInTheDocument();
    expect(screen.getByText('पहले सत्र का शुल्क ₹499 है।')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(localeFromCookie(document.cookie)).toBe('hi');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Book a session' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-IN');
    expect(localeFromCookie(document.cookie)).toBe('en');
  });

  it('follows a change made elsewhere on the page (one shared choice)', async () => {
    renderUi(<Page />);
    await act(() => setLocale('hi'));
    expect(screen.getByRole('heading')).toHaveTextContent('सत्र बुक करें');
  });
});
