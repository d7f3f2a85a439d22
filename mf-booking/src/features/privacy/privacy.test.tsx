import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRIVACY_PURPOSES, type DataRequest, type PurposeConsent } from '@physio/shared-contracts';
import { on, requests, resetApi } from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import { ConsentSwitches } from './ConsentSwitches';
import { CorrectDetails } from './CorrectDetails';
import { EraseAccount } from './EraseAccount';
import { RequestList } from './RequestList';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));

const id = '9340000100';
beforeEach(() => resetApi());

const consents = (granted: Partial<Record<PurposeConsent['purpose'], boolean>> = {}): PurposeConsent[] =>
  PRIVACY_PURPOSES.map((purpose) => ({
    purpose,
    granted: granted[purpose] ?? ['care', 'reminders_sms', 'reminders_email'].includes(purpose),
    notice_version: '2026-11-27',
    source: 'booking',
    at: '2026-11-27T10:00:00+05:30',
  }));

describe('ConsentSwitches', () => {
  it('shows one switch per purpose, marketing off; turning one off saves it and says so', async () => {
    on('PUT', `/api/users/${id}/privacy/consents/:purpose`, [
      200,
      { data: consents({ reminders_sms: false }) },
    ]);
    const changed = jest.fn();
    renderPage(<ConsentSwitches patientId={id} initial={consents()} onChanged={changed} />);
    expect(screen.getAllByRole('switch')).toHaveLength(5);
    expect(screen.getByRole('switch', { name: 'News and offers' })).not.toBeChecked();
    const sms = screen.getByRole('switch', { name: 'Session reminders by SMS' });
    expect(sms).toBeChecked();
    await userEvent.click(sms);
    expect(await screen.findByText('Your choice is saved.')).toBeInTheDocument();
    expect(sms).not.toBeChecked();
    expect(requests.at(-1)).toMatchObject({
      method: 'PUT',
      path: `/api/users/${id}/privacy/consents/reminders_sms`,
      body: { granted: false },
    });
    expect(changed).toHaveBeenCalled();
  });

  it('keeps the switch as it was and shows the API’s message when the change fails', async () => {
    on('PUT', `/api/users/${id}/privacy/consents/:purpose`, [
      503,
      { message: 'Service unavailable', code: 'DATABASE_UNAVAILABLE' },
    ]);
    renderPage(<ConsentSwitches patientId={id} initial={consents()} />);
    const marketing = screen.getByRole('switch', { name: 'News and offers' });
    await userEvent.click(marketing);
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    expect(marketing).not.toBeChecked();
  });
});

describe('EraseAccount', () => {
  it('is disabled until ERASE is typed, then erases', async () => {
    on('POST', `/api/users/${id}/privacy/erase`, [
      200,
      { data: { kept: ['payments'], erased: ['profile'] } },
    ]);
    const erased = jest.fn();
    renderPage(<EraseAccount patientId={id} onErased={erased} />);
    const button = screen.getByRole('button', { name: 'Erase my account' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Type ERASE to confirm'), 'ERASE');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    await waitFor(() => expect(erased).toHaveBeenCalled());
    expect(requests.at(-1)).toMatchObject({ body: { confirm: 'ERASE' } });
  });

  it('shows a refusal (a session still to come) and does not sign out', async () => {
    on('POST', `/api/users/${id}/privacy/erase`, [
      409,
      { message: 'You have sessions still to come.', code: 'ERASE_BLOCKED' },
    ]);
    const erased = jest.fn();
    renderPage(<EraseAccount patientId={id} onErased={erased} />);
    await userEvent.type(screen.getByLabelText('Type ERASE to confirm'), 'ERASE');
    await userEvent.click(screen.getByRole('button', { name: 'Erase my account' }));
    expect(await screen.findByText('You have sessions still to come.')).toBeInTheDocument();
    expect(erased).not.toHaveBeenCalled();
  });
});

describe('CorrectDetails', () => {
  it('refuses a malformed e-mail before calling the API, then saves a good one', async () => {
    on('PUT', `/api/users/${id}/privacy/details`, [
      200,
      { data: { name: 'Meera Iyer', email: 'meera@example.com' } },
    ]);
    renderPage(<CorrectDetails patientId={id} initial={{ name: 'Meera Iyr', email: 'meera@example' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save corrections' }));
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'meera@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save corrections' }));
    expect(await screen.findByText('Your details are corrected.')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ body: { name: 'Meera Iyr', email: 'meera@example.com' } });
  });

  it('leads to the Family page to correct a family member (issue 30: name, e-mail and dependants)', () => {
    renderPage(
      <CorrectDetails patientId={id} initial={{ name: 'Meera Iyer', email: 'meera@example.com' }} />,
    );
    expect(
      screen.getByRole('link', { name: 'Correct a family member’s name, relation or age' }),
    ).toHaveAttribute('href', `/user/family/${id}`);
    expect(screen.queryByText(/not supported/)).not.toBeInTheDocument();
  });
});

describe('RequestList', () => {
  it('says when there are none, else lists each request with its outcome', () => {
    const { unmount } = renderPage(<RequestList requests={[]} />);
    expect(screen.getByText('No requests yet.')).toBeInTheDocument();
    unmount();
    const rows: DataRequest[] = [
      {
        id: '1',
        kind: 'erase',
        outcome: 'refused',
        detail: 'Not erased: sessions are still to come.',
        at: '2026-11-27T10:00:00+05:30',
      },
      {
        id: '2',
        kind: 'download',
        outcome: 'done',
        detail: 'Download as PDF: 3 records.',
        at: '2026-11-27T09:00:00+05:30',
      },
    ];
    renderPage(<RequestList requests={rows} />);
    const items = within(screen.getByRole('list', { name: 'Your requests' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('ErasureRefused: Not erased: sessions are still to come.');
    expect(items[1]).toHaveTextContent('DownloadDone: Download as PDF: 3 records.');
  });
});
