import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@physio/shared-ui';

// The CI machine is shared and often loaded: give lazy pages more than the default 1 s to appear.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20000);

/** Renders `ui` inside the theme and a memory router opened at `path`. */
export function renderAt(ui: ReactElement, path = '/') {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </ThemeProvider>,
  );
}

export const TEST_MF_CONFIG = {
  remotes: {
    mf_public_site: 'http://remotes.test/public/mf-manifest.json',
    mf_booking: 'http://remotes.test/booking/mf-manifest.json',
    mf_doctor: 'http://remotes.test/doctor/mf-manifest.json',
  },
};

/** A fetch that answers /mf-config.json with TEST_MF_CONFIG (or `status` when given). */
export function mockMfConfigFetch(status = 200): jest.Mock {
  const fetchMock = jest.fn(async () => ({
    ok: status === 200,
    status,
    json: async () => TEST_MF_CONFIG,
  }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
