import { PRERENDERED_ATTRIBUTE } from './document';
import { beginTakeover } from './takeover';

const PAGE =
  '<header><a href="/">Home</a></header><main><h1>FAQs</h1><button>One</button><button>Two</button></main>';

function prerendered(): HTMLElement {
  document.body.innerHTML = `<div id="root" ${PRERENDERED_ATTRIBUTE}>${PAGE}</div>`;
  return document.getElementById('root')!;
}

/** What React's first render does to a prerendered page: the same markup, new elements. */
function replace(container: HTMLElement) {
  container.innerHTML = PAGE;
}

it('clears the prerendered mark once the app has taken over', async () => {
  const root = prerendered();
  const end = beginTakeover(root);
  expect(root.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(true);
  replace(root);
  await end();
  expect(root.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false);
});

it('gives the focus back to the same control of the new page', async () => {
  const root = prerendered();
  const end = beginTakeover(root);
  root.querySelectorAll('button')[1]!.focus();
  replace(root);
  expect(document.activeElement).toBe(document.body);
  await end();
  expect(document.activeElement).toBe(root.querySelectorAll('button')[1]);
  expect(document.activeElement?.textContent).toBe('Two');
});

it('leaves the focus alone when nothing was focused or the app already moved it', async () => {
  const root = prerendered();
  const end = beginTakeover(root);
  replace(root);
  await end();
  expect(document.activeElement).toBe(document.body);

  const again = prerendered();
  const end2 = beginTakeover(again);
  again.querySelector('a')!.focus();
  replace(again);
  again.querySelectorAll('button')[0]!.focus(); // e.g. a panel focusing its heading
  await end2();
  expect(document.activeElement?.textContent).toBe('One');
});

const FORM =
  '<main><h1>Book</h1><form><input name="name" value=""><input name="email" type="email" value="">' +
  '<textarea name="notes"></textarea><select name="mode"><option value="online">Online</option>' +
  '<option value="home">Home</option></select><input type="checkbox" name="terms"></form></main>';

/** The app's form: what React renders, with onChange-like listeners recording what it was handed. */
function appForm(container: HTMLElement, handed: Record<string, string>) {
  container.innerHTML = FORM;
  for (const el of container.querySelectorAll('input, textarea, select')) {
    const control = el as HTMLInputElement;
    const record = () =>
      (handed[control.name] = control.type === 'checkbox' ? String(control.checked) : control.value);
    control.addEventListener('input', record);
    control.addEventListener('change', record);
    control.addEventListener('click', record);
  }
}

it('hands what was typed before the take-over to the app, through the events typing fires', async () => {
  document.body.innerHTML = `<div id="root" ${PRERENDERED_ATTRIBUTE}>${FORM}</div>`;
  const root = document.getElementById('root')!;
  const end = beginTakeover(root);
  const old = root.querySelectorAll<HTMLInputElement>('input');
  old[0]!.value = 'Asha Rao';
  old[1]!.value = 'asha@example.in';
  root.querySelector('textarea')!.value = 'Lower back';
  root.querySelector('select')!.value = 'home';
  old[2]!.checked = true;
  old[0]!.focus();
  old[0]!.setSelectionRange(2, 4);
  old[0]!.dispatchEvent(new KeyboardEvent('keyup', { bubbles: true })); // as moving the caret by keyboard does
  const handed: Record<string, string> = {};
  appForm(root, handed);
  await end();
  expect(handed).toEqual({
    name: 'Asha Rao',
    email: 'asha@example.in',
    notes: 'Lower back',
    mode: 'home',
    terms: 'true',
  });
  const name = root.querySelector<HTMLInputElement>('input[name="name"]')!;
  expect(document.activeElement).toBe(name);
  expect([name.selectionStart, name.selectionEnd]).toEqual([2, 4]);
});

it('hands over what was typed before the app started watching, and the focus it found', async () => {
  document.body.innerHTML = `<div id="root" ${PRERENDERED_ATTRIBUTE}>${FORM}</div>`;
  const root = document.getElementById('root')!;
  const name = root.querySelector<HTMLInputElement>('input[name="name"]')!;
  name.value = 'Typed early';
  name.focus();
  root.querySelector('select')!.value = 'home';
  const end = beginTakeover(root);
  const handed: Record<string, string> = {};
  appForm(root, handed);
  await end();
  expect(handed).toEqual({ name: 'Typed early', mode: 'home' });
  expect(document.activeElement).toBe(root.querySelector('input[name="name"]'));
});

it('leaves untouched fields to the app (a restored draft is not overwritten by the empty page)', async () => {
  document.body.innerHTML = `<div id="root" ${PRERENDERED_ATTRIBUTE}>${FORM}</div>`;
  const root = document.getElementById('root')!;
  const end = beginTakeover(root);
  root.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'a@b.in';
  const handed: Record<string, string> = {};
  appForm(root, handed);
  root.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'From the draft';
  await end();
  expect(handed).toEqual({ email: 'a@b.in' });
  expect(root.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe('From the draft');
});

it('finds a field by its name, not its place (a handed-over choice may show more fields first)', async () => {
  document.body.innerHTML = `<div id="root" ${PRERENDERED_ATTRIBUTE}>${FORM}</div>`;
  const root = document.getElementById('root')!;
  const end = beginTakeover(root);
  root.querySelector('textarea')!.value = 'Knee';
  root.querySelector('textarea')!.focus();
  root.innerHTML = FORM.replace('<textarea', '<input name="address" value=""><textarea');
  await end();
  expect(root.querySelector('textarea')!.value).toBe('Knee');
  expect(document.activeElement).toBe(root.querySelector('textarea'));
});

it('hands nothing to a control that is not the same one (other name or type)', async () => {
  document.body.innerHTML = `<div id="root" ${PRERENDERED_ATTRIBUTE}>${FORM}</div>`;
  const root = document.getElementById('root')!;
  const end = beginTakeover(root);
  root.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'typed';
  root.innerHTML = FORM.replace('name="name"', 'name="fullName"');
  await end();
  expect(root.querySelector<HTMLInputElement>('input[name="fullName"]')!.value).toBe('');
});

it("submits again, through the same button of the app's form, what the visitor submitted before the take-over", async () => {
  const LOGIN =
    '<main><form><input name="mobile" value=""><button name="login">Login</button>' +
    '<button type="button">Sign Up</button></form></main>';
  document.body.innerHTML = `<div id="root" ${PRERENDERED_ATTRIBUTE}>${LOGIN}</div>`;
  const root = document.getElementById('root')!;
  const end = beginTakeover(root);
  // The loader held a tap on Login: main (0) > form (0) > button (1).
  root.setAttribute('data-held-submit', '0.0.1');
  root.innerHTML = LOGIN;
  const submitted: (string | null)[] = [];
  root.querySelector('form')!.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted.push((event as SubmitEvent).submitter?.getAttribute('name') ?? null);
  });
  await end();
  expect(submitted).toEqual(['login']);
  expect(root.hasAttribute('data-held-submit')).toBe(false);
});

it('submits nothing when nothing was held, or when the held place is no submit button of the app', async () => {
  for (const held of [null, '0.0.2', '9.9']) {
    const LOGIN =
      '<main><form><input name="m"><button>Login</button><button type="button">X</button></form></main>';
    document.body.innerHTML = `<div id="root" ${PRERENDERED_ATTRIBUTE}>${LOGIN}</div>`;
    const root = document.getElementById('root')!;
    const end = beginTakeover(root);
    if (held) root.setAttribute('data-held-submit', held);
    root.innerHTML = LOGIN;
    const submit = jest.fn((event: Event) => event.preventDefault());
    root.querySelector('form')!.addEventListener('submit', submit);
    await end();
    expect(submit).not.toHaveBeenCalled();
  }
});
