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

it('clears the prerendered mark once the app has taken over', () => {
  const root = prerendered();
  const end = beginTakeover(root);
  expect(root.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(true);
  replace(root);
  end();
  expect(root.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false);
});

it('gives the focus back to the same control of the new page', () => {
  const root = prerendered();
  const end = beginTakeover(root);
  root.querySelectorAll('button')[1]!.focus();
  replace(root);
  expect(document.activeElement).toBe(document.body);
  end();
  expect(document.activeElement).toBe(root.querySelectorAll('button')[1]);
  expect(document.activeElement?.textContent).toBe('Two');
});

it('leaves the focus alone when nothing was focused or the app already moved it', () => {
  const root = prerendered();
  const end = beginTakeover(root);
  replace(root);
  end();
  expect(document.activeElement).toBe(document.body);

  const again = prerendered();
  const end2 = beginTakeover(again);
  again.querySelector('a')!.focus();
  replace(again);
  again.querySelectorAll('button')[0]!.focus(); // e.g. a panel focusing its heading
  end2();
  expect(document.activeElement?.textContent).toBe('One');
});
