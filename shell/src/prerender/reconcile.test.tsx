import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { reconcileWithApp } from './reconcile';

interface Look {
  account: string;
  cls: string;
  fieldId: string;
  fieldName: string;
  draft: string;
  draftMode: string;
  open: boolean;
  mode: string;
  extra?: string;
}

/** A page whose attributes depend on who renders it (the build, nobody signed in, or the browser). */
function Page({ look }: { look: Look }) {
  const [name, setName] = useState(look.draft);
  const [mode, setMode] = useState(look.draftMode);
  return (
    <main data-name={name}>
      <a href={look.account} className={look.cls} data-extra={look.extra}>
        Account
      </a>
      <button type="button" aria-expanded={look.open}>
        Menu
      </button>
      <label htmlFor={look.fieldId}>Name</label>
      <input id={look.fieldId} name={look.fieldName} value={name} onChange={(e) => setName(e.target.value)} />
      <select value={mode} onChange={(e) => setMode(e.target.value)}>
        <option value={look.mode}>Online</option>
        <option value="home">Home</option>
      </select>
      <svg viewBox="0 0 4 4">
        <path strokeWidth={2} d="M0 0" />
      </svg>
    </main>
  );
}

const BUILD: Look = {
  account: '/user/login',
  cls: 'sc-a build',
  fieldId: 'R1',
  fieldName: 'name',
  draft: '',
  draftMode: 'online',
  open: false,
  mode: 'online',
  extra: 'server-only',
};

let root: Root | null = null;
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined)); // React's dev mismatch warnings
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  jest.restoreAllMocks();
});

/** The build's HTML hydrated by the browser's render of `look`: the elements React kept. */
function hydrate(look: Look): { container: HTMLElement; kept: Element[] } {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page look={BUILD} />);
  document.body.replaceChildren(container);
  const kept = [...container.querySelectorAll('*')];
  act(() => {
    root = hydrateRoot(container, <Page look={look} />);
  });
  return { container, kept };
}

it('sets on the kept elements what the app rendered: links, classes, ids, aria state, names, options', () => {
  const app: Look = {
    account: '/user/dashboard/9876543210',
    cls: 'sc-a app',
    fieldId: 'r5',
    fieldName: 'fullName',
    draft: '',
    draftMode: 'online',
    open: true,
    mode: 'video',
  };
  const { container, kept } = hydrate(app);
  const changed = reconcileWithApp(container);
  expect([...container.querySelectorAll('*')]).toEqual(kept); // nothing replaced
  const a = container.querySelector('a')!;
  expect(a.getAttribute('href')).toBe('/user/dashboard/9876543210');
  expect(a.className).toBe('sc-a app');
  expect(a.hasAttribute('data-extra')).toBe(false);
  expect(container.querySelector('button')!.getAttribute('aria-expanded')).toBe('true');
  expect(container.querySelector('label')!.htmlFor).toBe('r5');
  const input = container.querySelector('input')!;
  expect([input.id, input.name]).toEqual(['r5', 'fullName']);
  expect(container.querySelector('option')!.value).toBe('video');
  expect(changed).toEqual(
    expect.arrayContaining([
      { element: 'a', name: 'href', from: '/user/login', to: '/user/dashboard/9876543210' },
      { element: 'a', name: 'data-extra', from: 'server-only', to: null },
      { element: 'input', name: 'id', from: 'R1', to: 'r5' },
    ]),
  );
  // Icons are static and their attributes keep camelCase names: left alone.
  expect(changed.some((c) => c.element === 'path' || c.element === 'svg')).toBe(false);
});

it('shows the choices the app restored (a draft) in the kept fields, and React hears later changes', () => {
  const { container } = hydrate({ ...BUILD, draft: 'Asha Rao', draftMode: 'home' });
  const input = container.querySelector('input')!;
  const select = container.querySelector('select')!;
  // Hydration itself shows an untouched field's value; a select keeps the option the HTML chose.
  expect(input.value).toBe('Asha Rao');
  expect(select.value).toBe('online');
  expect(reconcileWithApp(container)).toEqual([
    { element: 'main', name: 'data-name', from: '', to: 'Asha Rao' },
    { element: 'select', name: 'value', from: 'online', to: 'home' },
  ]);
  expect(select.value).toBe('home');
  // React's value tracker learned the value: a keystroke after it reaches the state.
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, 'Asha Rao!');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  expect(input.value).toBe('Asha Rao!');
  expect(container.querySelector('main')!.dataset.name).toBe('Asha Rao!');
});

it('changes nothing when the HTML was the app’s first render', () => {
  const { container } = hydrate(BUILD);
  expect(reconcileWithApp(container)).toEqual([]);
});

it('leaves elements React does not own alone', () => {
  const container = document.createElement('div');
  container.innerHTML = '<p class="x" data-y="1">static</p>';
  expect(reconcileWithApp(container)).toEqual([]);
  expect(container.innerHTML).toBe('<p class="x" data-y="1">static</p>');
});
