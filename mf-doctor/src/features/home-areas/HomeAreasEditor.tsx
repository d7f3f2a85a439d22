import { useState } from 'react';
import styled from 'styled-components';
import { api } from '@physio/shared-auth';
import { homeAreasSchema, PINCODE_PATTERN, MESSAGES, type HomeAreas } from '@physio/shared-contracts';
import { Button, InlineMessage, LoadView, media, Stack, TextField, useLoad } from '@physio/shared-ui';

/** One PIN code and its fee: stacked on phones, one row on wider screens. */
const AreaRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-items: end;
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  }
`;

/** The editor's rows: fees typed in rupees (paise in the API). */
interface Draft {
  start: string;
  areas: { pincode: string; fee: string }[];
}
const draftOf = (v: HomeAreas): Draft => ({
  start: v.start_pincode ?? '',
  areas: v.areas.map((a) => ({ pincode: a.pincode, fee: String(a.travel_fee_paise / 100) })),
});
const bodyOf = (d: Draft): HomeAreas => ({
  start_pincode: d.start.trim() || null,
  areas: d.areas.map((a) => ({
    pincode: a.pincode.trim(),
    travel_fee_paise: a.fee.trim() === '' ? 0 : Math.round(Number(a.fee) * 100),
  })),
});
const digits = (s: string) => s.replace(/\D/g, '').slice(0, 6);

function issuesOf(body: HomeAreas): Record<string, string> {
  const parsed = homeAreasSchema.safeParse(body);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

function Editor({ doctorId, initial }: { doctorId: string; initial: HomeAreas }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [adding, setAdding] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const setArea = (index: number, patch: Partial<Draft['areas'][number]>) =>
    setDraft((d) => ({ ...d, areas: d.areas.map((a, i) => (i === index ? { ...a, ...patch } : a)) }));
  const canAdd = PINCODE_PATTERN.test(adding) && !draft.areas.some((a) => a.pincode === adding);

  const save = async () => {
    const body = bodyOf(draft);
    const found = issuesOf(body);
    setErrors(found);
    setStatus(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await api.travel.saveAreas(
      { params: { id: doctorId }, body },
      'Could not save your home visit areas',
    );
    setBusy(false);
    if (result.ok) setDraft(draftOf(result.data));
    setStatus(
      result.ok
        ? { tone: 'success', text: 'Home visit areas saved' }
        : { tone: 'error', text: result.message },
    );
  };

  return (
    <Stack>
      <p>
        Patients book home visits only in these PIN codes, and only at times you can reach them from your
        previous visit (or your starting point). Leave the list empty to visit any PIN code.
      </p>
      <TextField
        label="Starting PIN code"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        value={draft.start}
        error={errors.start_pincode}
        onChange={(e) => setDraft((d) => ({ ...d, start: digits(e.target.value) }))}
      />
      {draft.areas.length === 0 ? (
        <p>No PIN codes yet: you visit any PIN code, with no travel fee.</p>
      ) : (
        <Stack role="list" aria-label="PIN codes you visit">
          {draft.areas.map((area, i) => (
            <AreaRow key={area.pincode + i} role="listitem">
              <TextField
                label={`PIN code ${i + 1}`}
                inputMode="numeric"
                maxLength={6}
                value={area.pincode}
                error={errors[`areas.${i}.pincode`]}
                onChange={(e) => setArea(i, { pincode: digits(e.target.value) })}
              />
              <TextField
                label={`Travel fee per visit (₹) for ${area.pincode || `PIN code ${i + 1}`}`}
                type="number"
                inputMode="decimal"
                min={0}
                step={1}
                value={area.fee}
                error={errors[`areas.${i}.travel_fee_paise`]}
                onChange={(e) => setArea(i, { fee: e.target.value })}
              />
              <Button
                type="button"
                variant="ghost"
                onClick={() => setDraft((d) => ({ ...d, areas: d.areas.filter((_, j) => j !== i) }))}
              >
                Remove {area.pincode || `PIN code ${i + 1}`}
              </Button>
            </AreaRow>
          ))}
        </Stack>
      )}
      {errors.areas && <InlineMessage tone="error">{errors.areas}</InlineMessage>}
      <TextField
        label="Add a PIN code"
        inputMode="numeric"
        maxLength={6}
        value={adding}
        error={adding.length === 6 && !PINCODE_PATTERN.test(adding) ? MESSAGES.booking.pincode : undefined}
        onChange={(e) => setAdding(digits(e.target.value))}
      />
      <Button
        type="button"
        variant="secondary"
        disabled={!canAdd}
        onClick={() => {
          setDraft((d) => ({ ...d, areas: [...d.areas, { pincode: adding, fee: '0' }] }));
          setAdding('');
        }}
      >
        Add PIN code
      </Button>
      {status && <InlineMessage tone={status.tone}>{status.text}</InlineMessage>}
      <Button type="button" loading={busy} onClick={() => void save()}>
        Save home visit areas
      </Button>
    </Stack>
  );
}

/** The doctor's home-visit PIN codes, travel fees and starting PIN (GET/PUT /api/doctors/{id}/home-areas, issue 28). */
export function HomeAreasEditor({ doctorId }: { doctorId: string }) {
  const load = useLoad(doctorId, () =>
    api.travel.areas({ params: { id: doctorId } }, 'Could not load your home visit areas'),
  );
  return (
    <section aria-label="Home visit areas">
      <h2>Home visit areas</h2>
      <LoadView load={load} loadingLabel="Loading your home visit areas…">
        {(data) => <Editor doctorId={doctorId} initial={data} />}
      </LoadView>
    </section>
  );
}
