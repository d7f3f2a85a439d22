import { useState } from 'react';
import styled from 'styled-components';
import { to } from '@physio/shared-contracts/paths';
import { api } from '@physio/shared-auth';
import {
  addressSchema,
  formatPaise,
  formatRupees,
  pincodeSchema,
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
  useLocale,
  useMessages,
} from '@physio/shared-ui';
import { packageCatalog } from './packageMessages';
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
  const t = useMessages(packageCatalog);
  const locale = useLocale();
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
          legend={t('howSessions')}
          name={`package-mode-${pkg.id}`}
          value={draft.mode}
          onChange={(v) => setDraft((d) => ({ ...d, mode: v as Mode }))}
          options={[
            { value: 'online', label: t('online') },
            { value: 'home', label: t('home') },
          ]}
        />
      )}
      {draft.mode === 'home' && (
        <>
          <TextField
            label={t('address')}
            value={draft.address}
            error={errors.address && packageCatalog.translateText(locale, errors.address)}
            onChange={set('address')}
          />
          <TextField
            label={t('pincode')}
            inputMode="numeric"
            maxLength={6}
            value={draft.pincode}
            error={errors.pincode && packageCatalog.translateText(locale, errors.pincode)}
            onChange={set('pincode')}
          />
        </>
      )}
      <TextField label={t('coupon')} hint={t('couponHint')} value={draft.coupon} onChange={set('coupon')} />
      {refusal && <InlineMessage tone="error">{refusal}</InlineMessage>}
      <PayButton stage={checkout.stage} onPay={buy} label={t('pay', { amount: formatPaise(pkg.price) })} />
      <Button type="button" variant="ghost" disabled={checkout.busy} onClick={onClose}>
        {t('cancel')}
      </Button>
    </Stack>
  );
}

/**
 * Session packages on sale (issue 28): each doctor's packages, bought through the usual checkout. The server prices
 * the purchase (the package's price, less a coupon); paid, its sessions appear with the patient's other credits.
 */
export function PackageShop({ patientId, prefill }: { patientId: string; prefill: Prefill }) {
  const t = useMessages(packageCatalog);
  const load = useLoad('catalogue', () => api.packages.catalogue(t('notLoaded')));
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section aria-labelledby="packages-title">
      <Stack $gap="sm">
        <Title id="packages-title">{t('title')}</Title>
        <Muted>{t('lead')}</Muted>
        <LoadView load={load} loadingLabel={t('loading')}>
          {(packages) =>
            packages.length === 0 ? (
              <p>{t('none')}</p>
            ) : (
              <CardList aria-label={t('onSale')}>
                {packages.map((pkg) => (
                  <li key={pkg.id}>
                    <Card>
                      <Stack $gap="xs">
                        <Name>{pkg.name}</Name>
                        <p>
                          {[
                            t(pkg.sessions === 1 ? 'sessions_one' : 'sessions_many', { count: pkg.sessions }),
                            formatRupees(pkg.price / 100),
                            t(pkg.validity_days === 1 ? 'valid_one' : 'valid_many', {
                              count: pkg.validity_days,
                            }),
                          ].join(' · ')}
                          {pkg.doctor_name ? t('withDoctor', { doctor: pkg.doctor_name }) : ''}
                        </p>
                        <Muted>
                          {t(pkg.mode)}
                          {pkg.family_shared ? t('shareable') : ''}
                        </Muted>
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
                              aria-label={
                                pkg.doctor_name
                                  ? t('buyNameWith', { name: pkg.name, doctor: pkg.doctor_name })
                                  : t('buyName', { name: pkg.name })
                              }
                              onClick={() => setOpen(pkg.id)}
                            >
                              {t('buy')}
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
