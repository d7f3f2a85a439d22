/** The patient's note summaries name a family member's (issue 28 point 3), in English and Hindi. */
import { act, screen, within } from '@testing-library/react';
import type { NoteSummary } from '@physio/shared-contracts';
import { resetLocaleForTests, setLocale } from '@physio/shared-ui';
import { renderPage } from '@physio/shared-ui/testing';
import { NoteSummaryList } from './NoteSummaryList';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));

const own: NoteSummary = {
  id: 'n1',
  doctor_name: 'Dr. Asha Rao',
  signed_at: '2026-11-20T06:00:00Z',
  summary: 'Keep moving.',
  plan: null,
};
const his: NoteSummary = {
  ...own,
  id: 'n2',
  summary: 'Walk daily.',
  dependant: { id: '6f1c1d7e-8f0a-4c55-9a77-1d2b3c4d5e60', name: 'Ramesh Kumar', relation: 'parent' },
};

beforeEach(() => resetLocaleForTests());
afterAll(() => resetLocaleForTests());

describe('NoteSummaryList with a family member’s note', () => {
  it('names the member on his note only', () => {
    renderPage(<NoteSummaryList notes={[own, his]} />);
    const [mine, theirs] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(within(theirs!).getByText('For: Ramesh Kumar')).toBeInTheDocument();
    expect(within(mine!).queryByText(/^For:/)).toBeNull();
  });

  it('in Hindi', async () => {
    await act(async () => setLocale('hi'));
    renderPage(<NoteSummaryList notes={[his]} />);
    expect(await screen.findByText('किसके लिए: Ramesh Kumar')).toBeInTheDocument();
  });
});
