import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { LoadView } from '../components/LoadView';
import { theme } from '../theme';
import { LOAD_FAILED_MESSAGE, useLoad, type LoadResult } from './useLoad';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Patient({ load }: { load: () => Promise<LoadResult<string>> }) {
  const state = useLoad('9876543210', load);
  return (
    <ThemeProvider theme={theme}>
      <LoadView load={state} loadingLabel="Loading the patient…">
        {(name) => <p>Patient {name}</p>}
      </LoadView>
    </ThemeProvider>
  );
}

describe('useLoad', () => {
  it('shows a spinner, then the data', async () => {
    render(<Patient load={() => Promise.resolve({ ok: true, data: 'Ravi' })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the patient…');
    expect(await screen.findByText('Patient Ravi')).toBeInTheDocument();
  });

  it('shows a placeholder instead of the spinner when given one: seen, but the status is what is read out', async () => {
    render(
      <ThemeProvider theme={theme}>
        <LoadView
          load={{ status: 'loading', reload: () => undefined }}
          loadingLabel="Loading the patient…"
          placeholder={<p>Patient</p>}
        >
          {(name: string) => <p>Patient {name}</p>}
        </LoadView>
      </ThemeProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading the patient…');
    expect(screen.getByText('Patient').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(status).toContainElement(screen.getByText('Patient'));
  });

  it("shows the API's message with Try again, and Try again loads again", async () => {
    const load = jest
      .fn<Promise<LoadResult<string>>, []>()
      .mockResolvedValueOnce({ ok: false, status: 503, message: 'The service is busy' })
      .mockResolvedValueOnce({ ok: true, data: 'Ravi' });
    render(<Patient load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Patient Ravi')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('turns a rejected load into the error, not a spinner forever', async () => {
    render(<Patient load={() => Promise.reject(new Error('network down'))} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED_MESSAGE);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('keeps the status of a failed answer', async () => {
    const { result } = renderHook(() =>
      useLoad<string>('x', () => Promise.resolve({ ok: false, status: 404, message: 'Not found' })),
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ message: 'Not found', httpStatus: 404 });
  });

  it('waits without loading while the key is null, and loads once it is known', async () => {
    const load = jest.fn(() => Promise.resolve<LoadResult<string>>({ ok: true, data: 'Ravi' }));
    const { result, rerender } = renderHook(({ id }: { id: string | null }) => useLoad(id, load), {
      initialProps: { id: null as string | null },
    });
    expect(result.current.status).toBe('loading');
    expect(load).not.toHaveBeenCalled();
    rerender({ id: '9876543210' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'Ravi' }));
  });

  it('ignores the answer of an older key when the key changed meanwhile', async () => {
    const first = deferred<LoadResult<string>>();
    const second = deferred<LoadResult<string>>();
    const { result, rerender } = renderHook(
      ({ id }: { id: string }) => useLoad(id, () => (id === 'a' ? first.promise : second.promise)),
      { initialProps: { id: 'a' } },
    );
    rerender({ id: 'b' });
    await act(async () => second.resolve({ ok: true, data: 'from b' }));
    await act(async () => first.resolve({ ok: true, data: 'from a' }));
    expect(result.current).toMatchObject({ status: 'ready', data: 'from b' });
  });

  it('ignores the answer of a load that reload() replaced', async () => {
    const pending = [deferred<LoadResult<string>>(), deferred<LoadResult<string>>()];
    let calls = 0;
    const { result } = renderHook(() => useLoad('a', () => pending[calls++]!.promise));
    act(() => result.current.reload());
    await act(async () => pending[1]!.resolve({ ok: true, data: 'new' }));
    await act(async () => pending[0]!.reject(new Error('late')));
    expect(result.current).toMatchObject({ status: 'ready', data: 'new' });
  });
});
