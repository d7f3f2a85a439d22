import { act, screen } from '@testing-library/react';
import { PRIVACY_PURPOSES, privacyTexts } from '@physio/shared-contracts';
import { PRIVACY_TEXTS_HI } from '@physio/shared-contracts/privacy-hindi';
import { resetLocaleForTests, setLocale } from '@physio/shared-ui';
import { renderPage } from '../lib/renderPage';
import GrievancePage from './GrievancePage';
import PrivacyNoticePage from './PrivacyNoticePage';

beforeEach(() => resetLocaleForTests());
afterAll(() => resetLocaleForTests());

describe('/privacy and /grievance in both languages', () => {
  it('the notice per purpose in English, exactly the shared table', () => {
    renderPage(<PrivacyNoticePage />);
    const en = privacyTexts();
    expect(screen.getByRole('heading', { level: 1, name: en.notice.title })).toBeInTheDocument();
    for (const purpose of PRIVACY_PURPOSES)
      expect(screen.getByRole('heading', { level: 2, name: en.purposes[purpose].title })).toBeInTheDocument();
    expect(screen.getAllByText(en.notice.collect)).toHaveLength(PRIVACY_PURPOSES.length);
  });

  it('the notice per purpose in Hindi', async () => {
    await act(() => setLocale('hi'));
    renderPage(<PrivacyNoticePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'गोपनीयता सूचना' })).toBeInTheDocument();
    for (const purpose of PRIVACY_PURPOSES) {
      const p = PRIVACY_TEXTS_HI.purposes[purpose];
      expect(screen.getByRole('heading', { level: 2, name: p.title })).toBeInTheDocument();
      expect(screen.getByText(p.withdraw)).toBeInTheDocument();
    }
    expect(screen.getAllByText('अगर आप अपनी सहमति वापस लेते हैं')).toHaveLength(PRIVACY_PURPOSES.length);
    expect(screen.getByRole('link', { name: 'हमारे शिकायत अधिकारी से संपर्क करें' })).toBeInTheDocument();
  });

  it('the grievance officer in Hindi, with the 90-day reply', async () => {
    await act(() => setLocale('hi'));
    renderPage(<GrievancePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'शिकायत अधिकारी' })).toBeInTheDocument();
    expect(screen.getByText('आपकी शिकायत मिलने के 90 दिनों के भीतर हम जवाब देते हैं।')).toBeInTheDocument();
  });
});
