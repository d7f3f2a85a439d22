import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  InlineMessage,
  RadioGroup,
  Spinner,
  Stack,
  TextField,
  useSchemaForm,
  type FormSchema,
} from '@physio/shared-ui';
import {
  dateRangeSearchSchema,
  MESSAGES,
  MOBILE_INPUT_MAX_LENGTH,
  normalizeMobile,
  patientIdSearchFormSchema,
  patientSearchQuerySchema,
  type PatientSummary,
} from '@physio/shared-contracts';
import { api } from '@physio/shared-auth';
import { loadPatientForDoctor } from './patientForDoctor';
import { PatientTable } from './PatientTable';

type Mode = 'name' | 'id' | 'date';
const MODES: { value: Mode; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'id', label: 'Patient ID' },
  { value: 'date', label: 'Date range' },
];

type Outcome =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'results'; patients: PatientSummary[]; empty: string };

const Row = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
`;

/** Each way of searching has its schema: the API's own for name and dates (spec §5 messages). */
const SCHEMAS: Record<Mode, FormSchema<unknown>> = {
  name: patientSearchQuerySchema,
  id: patientIdSearchFormSchema,
  date: dateRangeSearchSchema,
};
const EMPTY = { name: '', id: '', from_date: '', to_date: '' };

export function PatientSearch() {
  const [mode, setMode] = useState<Mode>('name');
  const form = useSchemaForm(SCHEMAS[mode], EMPTY);
  const { errors } = form;
  const { name, id, from_date: from, to_date: to } = form.values;
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const submit = form.submit(async () => {
    setOutcome({ kind: 'loading' });
    if (mode === 'name') {
      const res = await api.users.search({ query: { name: name.trim() } }, MESSAGES.search.failed);
      if (!res.ok) setOutcome({ kind: 'error', message: MESSAGES.search.failed });
      else if (!res.data || res.data.length === 0)
        setOutcome({ kind: 'error', message: MESSAGES.search.noPatient });
      else setOutcome({ kind: 'results', patients: res.data, empty: MESSAGES.search.noPatient });
    } else if (mode === 'id') {
      // The exact id finds any patient; one not (yet) under this doctor's care shows by name only.
      const res = await loadPatientForDoctor(id.trim(), MESSAGES.search.failed);
      if (!res.ok) setOutcome({ kind: 'error', message: res.message });
      else {
        const p = res.data.care ? res.data.profile : { ...res.data, mobile: res.data.id, email: '' };
        const found = { id: p.id, name: p.name, mobile: p.mobile, email: p.email };
        setOutcome({ kind: 'results', patients: [found], empty: '' });
      }
    } else {
      const res = await api.users.searchByDates(
        { body: { from_date: from, to_date: to } },
        MESSAGES.search.failed,
      );
      if (!res.ok) setOutcome({ kind: 'error', message: MESSAGES.search.failed });
      else
        setOutcome({
          kind: 'results',
          patients: res.data ?? [],
          empty: 'No patients booked between these dates',
        });
    }
  });

  return (
    <section aria-labelledby="patient-search-title">
      <h2 id="patient-search-title">Search patients</h2>
      <form ref={form.formRef} onSubmit={submit} noValidate aria-label="Patient search">
        <Stack>
          <RadioGroup
            legend="Search by"
            name="search-mode"
            options={MODES}
            value={mode}
            onChange={(v: string) => {
              setMode(v as Mode);
              form.setErrors({});
            }}
          />
          {mode === 'name' && (
            <TextField
              label="Patient name"
              name="name"
              autoComplete="off"
              value={name}
              error={errors.name}
              onChange={(e) => form.set('name', e.target.value)}
              onBlur={() => form.blur('name')}
            />
          )}
          {mode === 'id' && (
            <TextField
              label="Patient ID (10-digit mobile number)"
              name="patient-id"
              inputMode="numeric"
              autoComplete="off"
              maxLength={MOBILE_INPUT_MAX_LENGTH}
              value={id}
              error={errors.id}
              onChange={(e) => form.set('id', normalizeMobile(e.target.value))}
              onBlur={() => form.blur('id')}
            />
          )}
          {mode === 'date' && (
            <Row>
              <TextField
                label="From date"
                name="from_date"
                type="date"
                value={from}
                error={errors.from_date}
                onChange={(e) => form.set('from_date', e.target.value)}
                onBlur={() => form.blur('from_date')}
              />
              <TextField
                label="To date"
                name="to_date"
                type="date"
                value={to}
                error={errors.to_date}
                onChange={(e) => form.set('to_date', e.target.value)}
                onBlur={() => form.blur('to_date')}
              />
            </Row>
          )}
          <div>
            <Button
              type="submit"
              variant="primary"
              loading={outcome.kind === 'loading'}
              disabled={outcome.kind === 'loading'}
            >
              Submit
            </Button>
          </div>
        </Stack>
      </form>
      <div aria-live="polite">
        {outcome.kind === 'loading' && <Spinner label="Searching patients" />}
        {outcome.kind === 'error' && <InlineMessage tone="error">{outcome.message}</InlineMessage>}
        {outcome.kind === 'results' &&
          (outcome.patients.length === 0 ? (
            <InlineMessage tone="info">{outcome.empty}</InlineMessage>
          ) : (
            <PatientTable patients={outcome.patients} />
          ))}
      </div>
    </section>
  );
}
