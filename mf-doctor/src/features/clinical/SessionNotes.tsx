import { useState } from 'react';
import styled from 'styled-components';
import { api } from '@physio/shared-auth';
import {
  amendmentRequestSchema,
  CLINICAL_LIMITS,
  formatDate,
  formatDateTime,
  formatTimeOfDay,
  NOTE_TEMPLATE,
  noteFormSchema,
  type SessionNote,
} from '@physio/shared-contracts';
import {
  Button,
  Card,
  CardList,
  InlineMessage,
  LoadView,
  SelectField,
  Stack,
  TextAreaField,
  useLoad,
  useSchemaForm,
} from '@physio/shared-ui';
import { ConfirmDialog } from '@physio/shared-ui/dialogs';

const PARTS = [
  ['subjective', 'Subjective'],
  ['objective', 'Objective'],
  ['assessment', 'Assessment'],
  ['plan', 'Plan'],
] as const;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
`;
const Amendment = styled.li`
  border-left: 3px solid ${({ theme }) => theme.colors.accent};
  padding-left: ${({ theme }) => theme.space.sm};
`;
const Plain = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;
const Tick = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  min-height: 44px;
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

interface SessionOption {
  id: string;
  label: string;
}
type Feedback = { tone: 'success' | 'error'; text: string } | null;

/** A draft of the caller's: edit, save, sign (after a confirmation). */
function DraftEditor({
  patientId,
  note,
  sessions,
  onChange,
}: {
  patientId: string;
  note: SessionNote;
  sessions: SessionOption[];
  onChange: (note: SessionNote) => void;
}) {
  const form = useSchemaForm(noteFormSchema, {
    appointment_id: note.appointment_id ?? '',
    subjective: note.subjective,
    objective: note.objective,
    assessment: note.assessment,
    plan: note.plan,
    patient_summary: note.patient_summary,
    share_plan: note.share_plan,
  });
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [confirming, setConfirming] = useState(false);
  const params = { id: patientId, noteId: note.id };

  const saveDraft = async () => {
    const body = { ...form.values, appointment_id: form.values.appointment_id || null };
    const res = await api.clinical.saveNote({ params, body }, 'Could not save the draft.');
    if (!res.ok) setFeedback({ tone: 'error', text: res.message });
    return res.ok ? res.data : null;
  };
  const save = form.submit(async () => {
    setBusy(true);
    const saved = await saveDraft();
    setBusy(false);
    if (saved) {
      onChange(saved);
      setFeedback({ tone: 'success', text: 'Draft saved.' });
    }
  });
  const sign = async () => {
    setBusy(true);
    const saved = await saveDraft();
    const res = saved ? await api.clinical.signNote({ params }, 'Could not sign the note.') : null;
    setBusy(false);
    setConfirming(false);
    if (res && !res.ok) setFeedback({ tone: 'error', text: res.message });
    if (res?.ok) onChange(res.data);
  };

  return (
    <form
      ref={form.formRef}
      onSubmit={save}
      noValidate
      aria-label={`Draft note of ${formatDate(note.created_at)}`}
    >
      <Stack>
        <SelectField id={`note-${note.id}-session`} label="Session" {...form.input('appointment_id')}>
          <option value="">Not linked to a session</option>
          {sessions.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </SelectField>
        {PARTS.map(([name, label]) => (
          <TextAreaField
            key={name}
            id={`note-${note.id}-${name}`}
            label={label}
            rows={4}
            maxLength={CLINICAL_LIMITS.text}
            {...form.input(name)}
          />
        ))}
        <TextAreaField
          id={`note-${note.id}-summary`}
          label="Summary for the patient, in plain words"
          maxLength={CLINICAL_LIMITS.text}
          {...form.input('patient_summary')}
        />
        <Tick>
          <input
            type="checkbox"
            checked={form.values.share_plan}
            onChange={(e) => form.set('share_plan', e.target.checked)}
          />
          Show the plan to the patient
        </Tick>
        <div aria-live="polite">
          {feedback && <InlineMessage tone={feedback.tone}>{feedback.text}</InlineMessage>}
        </div>
        <Stack $direction="row" $gap="sm">
          <Button type="submit" variant="secondary" loading={busy && !confirming} disabled={busy}>
            Save draft
          </Button>
          <Button type="button" variant="primary" disabled={busy} onClick={() => setConfirming(true)}>
            Sign note
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Sign this note?"
        message="A signed note can never be edited. Anything you add later is a dated amendment shown under it."
        confirmLabel="Sign note"
        tone="primary"
        busy={busy}
        onConfirm={() => void sign()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}

/** A signed note: read only, its amendments under it, and a form to add one. */
function SignedNote({
  patientId,
  note,
  onChange,
}: {
  patientId: string;
  note: SessionNote;
  onChange: (note: SessionNote) => void;
}) {
  const form = useSchemaForm(amendmentRequestSchema, { text: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const amend = form.submit(async (body) => {
    setBusy(true);
    const res = await api.clinical.amendNote(
      { params: { id: patientId, noteId: note.id }, body },
      'Could not add the amendment.',
    );
    setBusy(false);
    if (!res.ok) return setFailure(res.message);
    setFailure(null);
    form.reset({ text: '' });
    onChange(res.data);
  });
  return (
    <Stack>
      {PARTS.map(([name, label]) => (
        <div key={name}>
          <strong>{label}</strong>
          <Text>{note[name] || '—'}</Text>
        </div>
      ))}
      <div>
        <strong>Summary for the patient</strong>
        <Text>{note.patient_summary || '—'}</Text>
        <Text>
          {note.share_plan ? 'The plan is shown to the patient.' : 'The plan is not shown to the patient.'}
        </Text>
      </div>
      {note.amendments.length > 0 && (
        <section aria-label="Amendments">
          <Plain>
            {note.amendments.map((a) => (
              <Amendment key={a.id}>
                <strong>
                  Amendment, {formatDateTime(a.created_at)}, {a.doctor_name}
                </strong>
                <Text>{a.text}</Text>
              </Amendment>
            ))}
          </Plain>
        </section>
      )}
      <form ref={form.formRef} onSubmit={amend} noValidate>
        <Stack $gap="sm">
          <TextAreaField
            id={`amend-${note.id}`}
            label="Add an amendment"
            maxLength={CLINICAL_LIMITS.amendment}
            {...form.input('text')}
          />
          <div aria-live="polite">{failure && <InlineMessage tone="error">{failure}</InlineMessage>}</div>
          <div>
            <Button type="submit" variant="secondary" loading={busy} disabled={busy}>
              Add amendment
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * The patient's session notes (SOAP): a new note starts from the template as the caller's draft; drafts are saved
 * and signed; a signed note only takes dated amendments. With `member`, a family member's own notes and sessions
 * (issue 28 point 3); without, the patient's own.
 */
export function SessionNotes({
  patientId,
  member,
}: {
  patientId: string;
  member?: { id: string; name: string };
}) {
  const whose = (dependant: { id: string } | null | undefined) =>
    member ? dependant?.id === member.id : !dependant;
  const load = useLoad(patientId, () =>
    api.clinical.notes({ params: { id: patientId } }, 'Could not load the notes.'),
  );
  const sessionsLoad = useLoad(patientId, () =>
    api.users.appointments({ params: { id: patientId } }, 'Could not load the sessions.'),
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [changed, setChanged] = useState<Record<string, SessionNote>>({});
  const [added, setAdded] = useState<SessionNote[]>([]);
  const sessions: SessionOption[] =
    sessionsLoad.status === 'ready'
      ? sessionsLoad.data.data
          .filter((a) => a.date && a.status !== 'cancelled' && a.status !== 'held' && whose(a.dependant))
          .map((a) => ({
            id: a.id,
            label: `${a.start ? formatDateTime(a.start) : `${formatDate(a.date)}, ${formatTimeOfDay(a.time_of_day)}`} (${a.mode})`,
          }))
      : [];
  const keep = (note: SessionNote) => setChanged((c) => ({ ...c, [note.id]: note }));

  const newNote = async () => {
    setBusy(true);
    const res = await api.clinical.draftNote(
      {
        params: { id: patientId },
        body: {
          ...NOTE_TEMPLATE,
          appointment_id: sessions[0]?.id ?? null,
          ...(member ? { dependant_id: member.id } : {}),
        },
      },
      'Could not start a note.',
    );
    setBusy(false);
    if (res.ok) {
      setFailure(null);
      setAdded((a) => [res.data, ...a]);
    } else setFailure(res.message);
  };

  return (
    <section aria-labelledby="notes-panel-title">
      <Stack>
        <h3 id="notes-panel-title" style={{ margin: 0 }}>
          {member ? `Session notes for ${member.name}` : 'Session notes'}
        </h3>
        <div>
          <Button
            type="button"
            variant="secondary"
            loading={busy}
            disabled={busy}
            onClick={() => void newNote()}
          >
            New note from template
          </Button>
        </div>
        <div aria-live="polite">{failure && <InlineMessage tone="error">{failure}</InlineMessage>}</div>
        <LoadView load={load} loadingLabel="Loading the notes…">
          {(loaded) => {
            const notes = [...added, ...loaded.filter((n) => !added.some((a) => a.id === n.id))]
              .filter((n) => whose(n.dependant))
              .map((n) => changed[n.id] ?? n);
            if (notes.length === 0) return <p style={{ margin: 0 }}>No notes yet.</p>;
            return (
              <CardList aria-label="Notes">
                {notes.map((note) => (
                  <li key={note.id}>
                    <Card>
                      <Stack $gap="sm">
                        <h4 style={{ margin: 0 }}>
                          {note.status === 'signed'
                            ? `Signed ${formatDateTime(note.signed_at)} by ${note.doctor_name}`
                            : `Draft started ${formatDateTime(note.created_at)}`}
                        </h4>
                        {note.status === 'draft' ? (
                          <DraftEditor
                            patientId={patientId}
                            note={note}
                            sessions={sessions}
                            onChange={keep}
                          />
                        ) : (
                          <SignedNote patientId={patientId} note={note} onChange={keep} />
                        )}
                      </Stack>
                    </Card>
                  </li>
                ))}
              </CardList>
            );
          }}
        </LoadView>
      </Stack>
    </section>
  );
}
