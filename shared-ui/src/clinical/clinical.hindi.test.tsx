import { act, screen } from '@testing-library/react';
import { CONSENTS, RED_FLAG_QUESTIONS, SEE_DOCTOR_MESSAGE, type Intake } from '@physio/shared-contracts';
import { LocaleScope, resetLocaleForTests, setLocale } from '@physio/shared-ui';
import { catalogProblems, renderPage } from '../../testing';
import { clinicalCatalog } from './clinicalMessages';
import * as clinicalHi from './clinicalMessages.hi';
import { IntakeDetails } from './IntakeDetails';
import { describeSeries, OutcomeChart } from './OutcomeChart';

const intake: Intake = {
  id: 'i1',
  patient_id: '9340000100',
  problem: 'Right knee pain on stairs',
  since: 'Three weeks',
  pain: 5,
  red_flags: ['fever'],
  flagged: true,
  medications: '',
  conditions: 'Asthma',
  goals: 'Climb stairs',
  consent: {
    treatment: { version: CONSENTS.treatment.version, at: '2026-11-20T04:30:00Z' },
    teleconsultation: null,
  },
  created_at: '2026-11-20T04:30:00Z',
};
const points = [
  { at: '2026-11-20T04:30:00Z', value: 7 },
  { at: '2026-11-27T04:30:00Z', value: 4 },
];

beforeEach(() => resetLocaleForTests());
afterAll(() => resetLocaleForTests());

describe('the clinical catalog', () => {
  it('Hindi names every key, in Devanagari, with English’s placeholders', () => {
    expect(catalogProblems(clinicalCatalog.en, clinicalHi.clinicalCatalog)).toEqual([]);
  });

  it('keeps shared-contracts’ clinical wording exactly in English', () => {
    for (const q of RED_FLAG_QUESTIONS)
      expect(clinicalCatalog.en[`flag_${q.key}` as keyof typeof clinicalCatalog.en]).toBe(q.text);
    expect(clinicalCatalog.en.consent_treatment).toBe(CONSENTS.treatment.text);
    expect(clinicalCatalog.en.consent_teleconsultation).toBe(CONSENTS.teleconsultation.text);
    expect(clinicalCatalog.en.seeDoctor).toBe(SEE_DOCTOR_MESSAGE);
    expect(describeSeries('Pain', points)).toBe(
      'Pain: 2 scores, from 7.0 on 20 Nov 2026 to 4.0 on 27 Nov 2026',
    );
  });
});

describe('the intake’s answers and a chart in Hindi', () => {
  it('IntakeDetails: labels, the safety question and the consent in Hindi', async () => {
    await act(() => setLocale('hi'));
    renderPage(<IntakeDetails intake={intake} label="जवाब" />);
    expect(screen.getByText('दर्द (0–10)')).toBeInTheDocument();
    expect(screen.getByText(clinicalHi.clinicalCatalog.flag_fever)).toBeInTheDocument();
    expect(screen.getByText('कुछ नहीं बताया')).toBeInTheDocument();
    expect(
      screen.getByText(`20 नव॰ 2026, 10:00 am IST को दी गई (${CONSENTS.treatment.version})`),
    ).toBeInTheDocument();
  });

  it('OutcomeChart: the summary, the table and the days in Hindi', async () => {
    await act(() => setLocale('hi'));
    renderPage(<OutcomeChart title="दर्द" points={points} valueLabel="दर्द (0–10)" emptyText="—" />);
    expect(
      screen.getByRole('img', { name: 'दर्द: 2 स्कोर, 20 नव॰ 2026 को 7.0 से 27 नव॰ 2026 को 4.0 तक' }),
    ).toBeInTheDocument();
    expect(screen.getByText('मान तालिका में देखें')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'तारीख' })).toBeInTheDocument();
  });

  it('stays English inside an English scope (the doctor’s patient page) while the site is Hindi', async () => {
    await act(() => setLocale('hi'));
    renderPage(
      <LocaleScope locale="en">
        <IntakeDetails intake={intake} label="Intake" />
      </LocaleScope>,
    );
    expect(screen.getByText('Pain (0–10)')).toBeInTheDocument();
    expect(screen.getByText(RED_FLAG_QUESTIONS.find((q) => q.key === 'fever')!.text)).toBeInTheDocument();
  });
});
