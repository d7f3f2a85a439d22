import { useState } from 'react';
import styled from 'styled-components';
import { to } from '@physio/shared-contracts/paths';
import { api } from '@physio/shared-auth';
import {
  addressSchema,
  describePackage,
  formatPaise,
  pincodeSchema,
  packageKindLabel,
  type SessionPackage,
} from '@physio/shared-contracts';
import {
  Button,
  Card,
  CardList,
  InlineMessage,
  LoadView,
  RadioGroup,
  Stack,
  TextField,
  useLoad,
} from '@physio/shared-ui';
import { PayButton, useCheckout, type Prefill } from '../checkout';

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Mode = 'online' | 'home';
interface Draft {
  mode: Mode;
  address: string;
  pincode: string;
  coupon: string;
}

function Purchase({
  pkg,
  patientId,
  prefill,
  onClose,
}: {
  pkg: SessionPackage;
  patientId: string;
  prefill: Prefill;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Draft>({
    mode: pkg.mode === 'home' ? 'home' : 'online',
    address: '',
    pincode: '',
    coupon: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [refusal, setRefusal] = useState('');
  const checkout = useCheckout({
    retryPath: to.patientDashboard(patientId),
    onOrderRefused: (r) => {
      setRefusal(r.message);
      return true;
    },
  });
  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  const buy = () => {
    const found: typeof errors = {};
    if (draft.mode === 'home') {
      const address = addressSchema.safeParse(draft.address);
      const pincode = pincodeSchema.safeParse(draft.pincode);
      if (!address.success) found.address = address.error.issues[0]!.message;
      if (!pincode.success) found.pincode = pincode.error.issues[0]!.message;
    }
    setErrors(found);
    setRefusal('');
    if (Object.keys(found).length) return;
    void checkout.payPackage(
      {
        doctor_id: pkg.doctor_id,
        package_id: pkg.id,
        ...(draft.coupon.trim() ? { coupon_code: draft.coupon.trim() } : {}),
        booking:
          draft.mode === 'home'
            ? { mode: 'home', address: draft.address, pincode: draft.pincode.trim() }
            : { mode: 'online' },
      },
      pkg.name,
      prefill,
    );
  };

  return (
    <Stack $gap="sm">
      {pkg.mode === 'both' && (
        <RadioGroup
          legend="How would you like your sessions?"
          name={`package-mode-${pkg.id}`}
          value={draft.mode}
          onChange={(v) => setDraft((d) => ({ ...d, mode: v as Mode }))}
          options={[
            { value: 'online', label: 'Online sessions' },
            { value: 'home', label: 'Home visits' },
          ]}
        />
      )}
      {draft.mode === 'home' && (
        <>
          <TextField label="Address" value={draft.address} error={errors.address} onChange={set('address')} />
          <TextField
            label="Pincode"
            inputMode="numeric"
            maxLength={6}
            value={draft.pincode}
            error={errors.pincode}
            onChange={set('pincode')}
          />
        </>
      )}
      <TextField
        label="Coupon code (optional)"
        hint="The discount is applied to the package price at checkout"
        value={draft.coupon}
        onChange={set('coupon')}
      />
      {refusal && <InlineMessage tone="error">{refusal}</InlineMessage>}
      <PayButton stage={checkout.stage} onPay={buy} label={`Pay ${formatPaise(pkg.price)}`} />
      <Button type="button" variant="ghost" disabled={checkout.busy} onClick={onClose}>
        Cancel
      </Button>
    </Stack>
  );
}

/**
 * Session packages on sale (issue 28): each doctor's packages, bought through the usual checkout. The server prices
 * the purchase (the package's price, less a coupon); paid, its sessions appear with the patient's other credits.
 */
export function PackageShop({ patientId, prefill }: { patientId: string; prefill: Prefill }) {
  const load = useLoad('catalogue', () => api.packages.catalogue('Could not load the session packages'));
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section aria-labelledby="packages-title">
      <Stack $gap="sm">
        <Title id="packages-title">Session packages</Title>
        <Muted>A course of sessions at a package price, to use before its last day.</Muted>
        <LoadView load={load} loadingLabel="Loading the session packages…">
          {(packages) =>
            packages.length === 0 ? (
              <p>No packages on sale right now.</p>
            ) : (
              <CardList aria-label="Session packages on sale">
                {packages.map((pkg) => (
                  <li key={pkg.id}>
                    <Card>
                      <Stack $gap="xs">
                        <Name>{pkg.name}</Name>
                        <p>
                          {describePackage(pkg)}
                          {pkg.doctor_name ? ` · with ${pkg.doctor_name}` : ''}
                        </p>
                        <Muted>{packageKindLabel(pkg)}</Muted>
                        {open === pkg.id ? (
                          <Purchase
                            pkg={pkg}
                            patientId={patientId}
                            prefill={prefill}
                            onClose={() => setOpen(null)}
                          />
                        ) : (
                          <div>
                            <Button
                              type="button"
                              variant="secondary"
                              aria-label={`Buy ${pkg.name}${pkg.doctor_name ? ` with ${pkg.doctor_name}` : ''}`}
                              onClick={() => setOpen(pkg.id)}
                            >
                              Buy
                            </Button>
                          </div>
                        )}
                      </Stack>
                    </Card>
                  </li>
                ))}
              </CardList>
            )
          }
        </LoadView>
      </Stack>
    </section>
  );
}
