// The take-over with React's real hydration: what a visitor typed into the composed page before the
// app ran reaches the app's state, whether hydration keeps the elements (same markup, or only
// attributes differ: a renamed field) or renders the page anew (other text: another release).
import { act, Suspense, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onceRemotePageSettled, Settled } from '../federation/pageSettled';
import { PRERENDERED_ATTRIBUTE } from './document';
import { beginTakeover } from './takeover';

interface Release {
  heading: string;
  emailName: string;
}

const SERVED: Release = { heading: 'Book a session', emailName: 'email' };

/** A controlled form whose state the test reads back from the `form`'s data attributes. */
function BookingForm({ release }: { release: Release }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [home, setHome] = useState(false);
  return (
    <form data-name={name} data-email={email} data-home={String(home)}>
      <h1>{release.heading}</h1>
      <label htmlFor="n">Name</label>
      <input id="n" name="name" value={name} onChange={(e) => setName(e.target.value)} />
      <label htmlFor="e">Email</label>
      <input id="e" name={release.emailName} value={email} onChange={(e) => setEmail(e.target.value)} />
      <label>
        <input type="checkbox" name="home" checked={home} onChange={(e) => setHome(e.target.checked)} />
        Home treatment
      </label>
    </form>
  );
}

/** As RemotePage renders a page: in its Suspense boundary, which React hydrates in a pass of its own. */
function PageArea({ release }: { release: Release }) {
  return (
    <main>
      <Suspense fallback={<p>Loading…</p>}>
        <Settled>
          <BookingForm release={release} />
        </Settled>
      </Suspense>
    </main>
  );
}

let root: Root | null = null;
const labels = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'labels')!;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // React's dev mismatch warnings
  // As Chromium: a control out of the document has no labels (jsdom keeps them).
  Object.defineProperty(HTMLInputElement.prototype, 'labels', {
    configurable: true,
    get(this: HTMLInputElement) {
      return this.isConnected ? labels.get!.call(this) : document.createDocumentFragment().childNodes;
    },
  });
});
afterAll(() => Object.defineProperty(HTMLInputElement.prototype, 'labels', labels));
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  jest.restoreAllMocks();
});

/** The served page, typed into before the app ran, then hydrated by `release`. */
async function typeThenHydrate(release: Release) {
  document.body.innerHTML = `<div id="root" ${PRERENDERED_ATTRIBUTE}>${renderToString(<PageArea release={SERVED} />)}</div>`;
  const container = document.getElementById('root')!;
  const end = beginTakeover(container);
  const [name, email, home] = [...container.querySelectorAll('input')];
  name!.value = 'Asha Rao';
  email!.value = 'asha@example.in';
  home!.checked = true;
  email!.focus();
  email!.setSelectionRange(4, 4);
  email!.dispatchEvent(new KeyboardEvent('keyup', { bubbles: true }));
  const served = [...container.querySelectorAll('*')];
  let ended: Promise<unknown> = Promise.resolve();
  onceRemotePageSettled(() => {
    ended = end();
  });
  await act(async () => {
    root = hydrateRoot(container, <PageArea release={release} />, { onRecoverableError: () => undefined });
  });
  await act(async () => {
    await ended;
  });
  return { container, served, form: container.querySelector('form')! };
}

const kept = (served: Element[]) => served.every((el) => el.isConnected);

it('same release: hydration keeps every element, and the typed values reach the app with the caret', async () => {
  const { container, served, form } = await typeThenHydrate(SERVED);
  expect(kept(served)).toBe(true);
  expect(form.dataset).toMatchObject({ name: 'Asha Rao', email: 'asha@example.in', home: 'true' });
  const email = container.querySelector<HTMLInputElement>('input[name="email"]')!;
  expect(email.value).toBe('asha@example.in');
  expect(document.activeElement).toBe(email);
  expect([email.selectionStart, email.selectionEnd]).toEqual([4, 4]);
  expect(container.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false);
});

it('a release that renamed a field: the elements stay, renamed, and the typed value is in the app', async () => {
  const { container, served, form } = await typeThenHydrate({ ...SERVED, emailName: 'emailAddress' });
  expect(kept(served)).toBe(true);
  const email = container.querySelector<HTMLInputElement>('input[name="emailAddress"]')!;
  expect(email.value).toBe('asha@example.in');
  expect(form.dataset).toMatchObject({ name: 'Asha Rao', email: 'asha@example.in', home: 'true' });
  expect(document.activeElement).toBe(email);
});

it('a release with other text and a renamed field: rendered anew, the values follow the fields by label', async () => {
  const { container, served, form } = await typeThenHydrate({
    heading: 'Book your session',
    emailName: 'emailAddress',
  });
  expect(kept(served)).toBe(false); // React replaced the page: the mismatch a CLS check cannot see
  expect(container.querySelector('h1')!.textContent).toBe('Book your session');
  expect(form.dataset).toMatchObject({ name: 'Asha Rao', email: 'asha@example.in', home: 'true' });
  const email = container.querySelector<HTMLInputElement>('input[name="emailAddress"]')!;
  expect(email.value).toBe('asha@example.in');
  expect(document.activeElement).toBe(email);
  expect([email.selectionStart, email.selectionEnd]).toEqual([4, 4]);
});
