import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  flattenPrivacyTexts,
  PRIVACY_PURPOSES,
  privacyTexts,
  type DataRequest,
  type PurposeConsent,
} from '@physio/shared-contracts';
import { PRIVACY_TEXTS_HI } from '@physio/shared-contracts/privacy-hindi';
import { resetLocaleForTests, setLocale } from '@physio/shared-ui';
import { existingPatient, on, resetApi, resetSession, setPatientSession } from '@physio/shared-auth/testing';
import { catalogProblems, renderPage } from '@physio/shared-ui/testing';
import PatientPrivacyPage from '../../pages/PatientPrivacyPage';
import { privacyPageCatalog } from './privacyMessages';
import * as privacyHi from './privacyMessages.hi';
import { RequestList } from './RequestList';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(20_000);

const id = existingPatient.id;
const consents: PurposeConsent[] = PRIVACY_PURPOSES.map((purpose) => ({
  purpose,
  granted: purpose !== 'marketing',
  notice_version: '2026-11-27',
  source: 'booking',
  at: '2026-11-27T10:00:00+05:30',
}));
const request: DataRequest = {
  id: '1',
  kind: 'download',
  outcome: 'done',
  detail: 'Download as PDF: 3 records.',
  at: '2026-11-27T09:00:00+05:30',
};

beforeEach(() => {
  resetApi();
  resetSession();
  resetLocaleForTests();
});
afterAll(() => resetLocaleForTests());
const hindi = () => act(() => setLocale('hi'));

describe('the privacy wording in Hindi', () => {
  it('the notice per purpose and the page: every English text has Hindi, with the same placeholders', () => {
    const en = flattenPrivacyTexts(privacyTexts());
    const hi = flattenPrivacyTexts(PRIVACY_TEXTS_HI);
    // The word the API checks is typed as it is in both languages.
    expect(hi['area.eraseWord']).toBe(en['area.eraseWord']);
    expect(catalogProblems(en, hi)).toEqual(['area.eraseWord: no Hindi']);
    expect(catalogProblems(privacyPageCatalog.en, privacyHi.privacyPageCatalog)).toEqual([]);
    for (const purpose of PRIVACY_PURPOSES)
      expect(Object.keys(PRIVACY_TEXTS_HI.purposes[purpose])).toEqual(
        Object.keys(privacyTexts().purposes[purpose]),
      );
  });

  it('the patient’s privacy page in Hindi: consents, download, correct, requests and erase', async () => {
    setPatientSession(existingPatient);
    on('GET', '/api/users/:id', [200, { data: existingPatient }]);
    on('GET', `/api/users/${id}/privacy/consents`, [200, { data: consents }]);
    on('GET', `/api/users/${id}/privacy/requests`, [200, { data: [request] }]);
    await hindi();
    renderPage(<PatientPrivacyPage />, { url: `/user/privacy/${id}`, path: '/user/privacy/:id' });
    expect(await screen.findByRole('heading', { name: 'आपकी सहमतियाँ' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'सत्र के रिमाइंडर SMS से' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'समाचार और ऑफ़र' })).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'मेरा डेटा डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PDF डाउनलोड करें' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'सुधार सहेजें' })).toBeInTheDocument();
    const erase = screen.getByRole('button', { name: 'मेरा खाता मिटाएँ' });
    expect(erase).toBeDisabled();
    await userEvent.type(screen.getByLabelText('पुष्टि के लिए ERASE लिखें'), 'ERASE');
    expect(erase).toBeEnabled();
    const list = await screen.findByRole('list', { name: 'आपके अनुरोध' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'डाउनलोडपूरा हुआ: Download as PDF: 3 records.',
    );
    expect(within(list).getByRole('listitem')).toHaveTextContent('27 नव॰ 2026');
    expect(screen.queryByText(/Your consents|Download my data|Erase my account/)).not.toBeInTheDocument();
  });

  it('stays English in English', () => {
    renderPage(<RequestList requests={[]} />);
    expect(screen.getByText('No requests yet.')).toBeInTheDocument();
  });
});
