import { act, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './useHydrated';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  useEffect(() => {
    seen.push(hydrated);
  }, [hydrated, seen]);
  return <p>{hydrated ? 'client' : 'server'}</p>;
}

it('is false in the server HTML and the hydration pass, true right after', async () => {
  const seen: boolean[] = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe seen={[]} />);
  expect(container.textContent).toBe('server');
  await act(async () => {
    hydrateRoot(container, <Probe seen={seen} />);
  });
  expect(seen).toEqual([false, true]);
  expect(container.textContent).toBe('client');
});
