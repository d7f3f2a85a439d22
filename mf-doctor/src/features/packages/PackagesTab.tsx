import { useState } from 'react';
import styled from 'styled-components';
import { api } from '@physio/shared-auth';
import {
  describePackage,
  formatDate,
  PACKAGE_MODE_LABELS,
  packageKindLabel,
  PACKAGE_MODES,
  PACKAGES,
  packageCreateSchema,
  rupeesToPaise,
  type PackageMode,
  type SessionPackage,
} from '@physio/shared-contracts';
import {
  Button,
  Card,
  InlineMessage,
  LoadView,
  SelectField,
  Stack,
  TextField,
  useLoad,
} from '@physio/shared-ui';
import { ConfirmDialog } from '@physio/shared-ui/dialogs';

const Row = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
`;
const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  min-height: 44px;
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  h4 {
    margin: 0 0 ${({ theme }) => theme.space.xxs};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface Draft {
  name: string;
  sessions: string;
  rupees: string;
  validity_days: string;
  mode: PackageMode;
  family_shared: boolean;
}
const EMPTY: Draft = {
  name: '',
  sessions: '',
  rupees: '',
  validity_days: '90',
  mode: 'both',
  family_shared: false,
};

/** The form's text as the API's body: price in paise (the API's money), numbers as numbers. */
const toBody = (d: Draft) => ({
  name: d.name,
  sessions: d.sessions === '' ? Number.NaN : Number(d.sessions),
  price: d.rupees === '' ? Number.NaN : rupeesToPaise(Number(d.rupees)),
  validity_days: d.validity_days === '' ? Number.NaN : Number(d.validity_days),
  mode: d.mode,
  family_shared: d.family_shared,
});

function issuesOf(d: Draft): Record<string, string> {
  const parsed = packageCreateSchema.safeParse(toBody(d));
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

function PackageForm({ onCreated }: { onCreated: () => void }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found = issuesOf(draft);
    setErrors(found);
    setStatus(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    const result = await api.packages.create({ body: toBody(draft) }, 'Could not save the package');
    setBusy(false);
    if (!result.ok) {
      setStatus({ tone: 'error', text: result.message });
      return;
    }
    setDraft(EMPTY);
    setStatus({ tone: 'success', text: 'The package is on sale.' });
    onCreated();
  };

  return (
    <Card as="form" noValidate onSubmit={submit} aria-labelledby="package-form-title">
      <Stack>
        <h3 id="package-form-title">New package</h3>
        <TextField
          label="Package name"
          name="name"
          value={draft.name}
          error={errors.name}
          onChange={set('name')}
        />
        <Row>
          <TextField
            label="Sessions"
            name="sessions"
            type="number"
            inputMode="numeric"
            min={PACKAGES.minSessions}
            max={PACKAGES.maxSessions}
            value={draft.sessions}
            error={errors.sessions}
            onChange={set('sessions')}
          />
          <TextField
            label="Price (₹)"
            name="price"
            type="number"
            inputMode="decimal"
            min={1}
            hint="For the whole package"
            value={draft.rupees}
            error={errors.price}
            onChange={set('rupees')}
          />
          <TextField
            label="Valid for (days)"
            name="validity_days"
            type="number"
            inputMode="numeric"
            min={PACKAGES.minValidityDays}
            max={PACKAGES.maxValidityDays}
            hint="From the day of purchase"
            value={draft.validity_days}
            error={errors.validity_days}
            onChange={set('validity_days')}
          />
          <SelectField
            label="Sessions are"
            name="mode"
            value={draft.mode}
            error={errors.mode}
            onChange={set('mode')}
          >
            {PACKAGE_MODES.map((m) => (
              <option key={m} value={m}>
                {PACKAGE_MODE_LABELS[m]}
              </option>
            ))}
          </SelectField>
        </Row>
        <Check>
          <input
            type="checkbox"
            name="family_shared"
            checked={draft.family_shared}
            onChange={(e) => setDraft((d) => ({ ...d, family_shared: e.target.checked }))}
          />
          Sessions may be shared inside the buyer’s family
        </Check>
        {status && <InlineMessage tone={status.tone}>{status.text}</InlineMessage>}
        <div>
          <Button type="submit" loading={busy}>
            Put on sale
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

function PackageCard({ pkg, onRetire }: { pkg: SessionPackage; onRetire: (p: SessionPackage) => void }) {
  return (
    <li>
      <Card>
        <h4>{pkg.name}</h4>
        <p>{describePackage(pkg)}</p>
        <Muted>{packageKindLabel(pkg)}</Muted>
        {pkg.retired_at ? (
          <Muted>Retired on {formatDate(pkg.retired_at)}: no longer sold; bought ones stay valid.</Muted>
        ) : (
          <Button
            type="button"
            variant="secondary"
            aria-label={`Retire ${pkg.name}`}
            onClick={() => onRetire(pkg)}
          >
            Retire
          </Button>
        )}
      </Card>
    </li>
  );
}

/** The doctor's session packages (issue 28): define one, see them, retire one. */
export function PackagesTab() {
  const load = useLoad('packages', () => api.packages.mine('Could not load your packages'));
  const [retiring, setRetiring] = useState<SessionPackage | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const retire = async () => {
    if (!retiring) return;
    const result = await api.packages.retire({ params: { id: retiring.id } }, 'Could not retire the package');
    setRetiring(null);
    setMessage(
      result.ok
        ? { tone: 'success', text: `${retiring.name} is retired.` }
        : { tone: 'error', text: result.message },
    );
    if (result.ok) load.reload();
  };

  return (
    <section aria-label="Session packages">
      <Stack>
        <h2>Session packages</h2>
        <Muted>
          Sell a course of sessions at a package price. Patients buy it online in their account; its sessions
          can be used until the last valid day.
        </Muted>
        <PackageForm onCreated={load.reload} />
        {message && <InlineMessage tone={message.tone}>{message.text}</InlineMessage>}
        <h3>Your packages</h3>
        <LoadView load={load} loadingLabel="Loading your packages…">
          {(packages) =>
            packages.length === 0 ? (
              <p>No packages yet.</p>
            ) : (
              <List aria-label="Your packages">
                {packages.map((p) => (
                  <PackageCard key={p.id} pkg={p} onRetire={setRetiring} />
                ))}
              </List>
            )
          }
        </LoadView>
      </Stack>
      {retiring && (
        <ConfirmDialog
          open
          title={`Retire ${retiring.name}?`}
          message="It will no longer be sold. Patients who bought it keep their sessions until they expire."
          confirmLabel="Retire"
          onConfirm={() => void retire()}
          onCancel={() => setRetiring(null)}
        />
      )}
    </section>
  );
}
