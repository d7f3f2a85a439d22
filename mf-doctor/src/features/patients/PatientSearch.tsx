import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, InlineMessage, RadioGroup, Spinner, Stack, TextField } from '@physio/shared-ui';
import {
  MESSAGES,
  MOBILE_INPUT_MAX_LENGTH,
  normalizeMobile,
  type PatientSummary,
} from '@physio/shared-contracts';
import { searchByDates, searchById, searchByName } from './api';
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

type FieldErrors = { name?: string; id?: string; from?: string; to?: string };

export function PatientSearch() {
  const [mode, setMode] = useState<Mode>('name');
  const [name, setName] = useState('');
  const [id, setId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const validate = (): FieldErrors => {
    if (mode === 'name') return name.trim() ? {} : { name: MESSAGES.search.emptyName };
    if (mode === 'id') return id.trim() ? {} : { id: MESSAGES.search.emptyName };
    if (!from) return { from: MESSAGES.search.emptyStartDate };
    if (!to) return { to: MESSAGES.search.emptyEndDate };
    if (from > to) return { to: MESSAGES.search.startAfterEnd };
    return {};
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = validate();
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setOutcome({ kind: 'loading' });
    if (mode === 'name') {
      const res = await searchByName(name.trim());
      if (!res.ok) setOutcome({ kind: 'error', message: MESSAGES.search.failed });
      else if (!res.data || res.data.length === 0)
        setOutcome({ kind: 'error', message: MESSAGES.search.noPatient });
      else setOutcome({ kind: 'results', patients: res.data, empty: MESSAGES.search.noPatient });
    } else if (mode === 'id') {
      const res = await searchById(id.trim());
      if (!res.ok) setOutcome({ kind: 'error', message: res.message });
      else {
        const { id: pid, name: pname, mobile, email } = res.data;
        setOutcome({ kind: 'results', patients: [{ id: pid, name: pname, mobile, email }], empty: '' });
      }
    } else {
      const res = await searchByDates(from, to);
      if (!res.ok) setOutcome({ kind: 'error', message: MESSAGES.search.failed });
      else
        setOutcome({
          kind: 'results',
          patients: res.data ?? [],
          empty: 'No patients booked between these dates',
        });
    }
  };

  return (
    <section aria-labelledby="patient-search-title">
      <h2 id="patient-search-title">Search patients</h2>
      <form onSubmit={submit} noValidate aria-label="Patient search">
        <Stack>
          <RadioGroup
            legend="Search by"
            name="search-mode"
            options={MODES}
            value={mode}
            onChange={(v: string) => {
              setMode(v as Mode);
              setErrors({});
            }}
          />
          {mode === 'name' && (
            <TextField
              label="Patient name"
              name="name"
              autoComplete="off"
              value={name}
              error={errors.name}
              onChange={(e) => setName(e.target.value)}
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
              onChange={(e) => setId(normalizeMobile(e.target.value))}
            />
          )}
          {mode === 'date' && (
            <Row>
              <TextField
                label="From date"
                name="from_date"
                type="date"
                value={from}
                error={errors.from}
                onChange={(e) => setFrom(e.target.value)}
              />
              <TextField
                label="To date"
                name="to_date"
                type="date"
                value={to}
                error={errors.to}
                onChange={(e) => setTo(e.target.value)}
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
