import { useState } from 'react';
import { InlineMessage, RadioGroup, Stack } from '@physio/shared-ui';
import { ConfirmDialog, Modal } from '@physio/shared-ui/dialogs';
import { MESSAGES, type Coupon } from '@physio/shared-contracts';
import { api } from '@physio/shared-auth';
import type { CouponAction } from './CouponCard';
import { CouponForm } from './CouponForm';
import { CouponList } from './CouponList';
import { CouponSearch } from './CouponSearch';

type View = 'create' | 'search' | 'view';
const VIEWS: { value: View; label: string }[] = [
  { value: 'create', label: 'Create Coupon' },
  { value: 'search', label: 'Search Coupon' },
  { value: 'view', label: 'View Coupons' },
];

type Pending = { action: 'expire' | 'delete'; coupon: Coupon };
type Notice = { tone: 'success' | 'error'; text: string };

/**
 * Create / search / view coupons. Expire and delete go through ONE confirmation dialog; after any
 * action the current view reloads.
 */
export function CouponsTab() {
  const [view, setView] = useState<View>('create');
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<Coupon | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [reloadKey, setReloadKey] = useState(0);

  const onAction = (action: CouponAction, coupon: Coupon) => {
    setNotice(null);
    if (action === 'update') setEditing(coupon);
    else setPending({ action, coupon });
  };

  const confirm = async () => {
    if (!pending) return;
    const hard = pending.action === 'delete';
    setBusy(true);
    const res = await api.coupons.remove(
      { query: { delete: hard ? 'true' : 'false' }, body: { coupon_code: pending.coupon.coupon_code } },
      hard ? MESSAGES.coupon.deleteFailed : MESSAGES.coupon.expireFailed,
    );
    setBusy(false);
    setPending(null);
    if (res.ok)
      setNotice({ tone: 'success', text: hard ? MESSAGES.coupon.deleted : MESSAGES.coupon.expired });
    else
      setNotice({ tone: 'error', text: hard ? MESSAGES.coupon.deleteFailed : MESSAGES.coupon.expireFailed });
    setReloadKey((k) => k + 1);
  };

  const onUpdated = (text: string) => {
    setEditing(null);
    setNotice({ tone: 'success', text });
    setReloadKey((k) => k + 1);
  };

  return (
    <section aria-labelledby="coupons-title">
      <h2 id="coupons-title">Coupons</h2>
      <Stack>
        <RadioGroup
          legend="What would you like to do?"
          name="coupon-view"
          options={VIEWS}
          value={view}
          onChange={(v: string) => {
            setView(v as View);
            setNotice(null);
          }}
        />
        <div aria-live="polite">
          {notice && <InlineMessage tone={notice.tone}>{notice.text}</InlineMessage>}
        </div>
        {view === 'create' && (
          <section aria-labelledby="coupon-create-title">
            <h3 id="coupon-create-title">Create Coupon</h3>
            <CouponForm mode="create" />
          </section>
        )}
        {view === 'search' && <CouponSearch reloadKey={reloadKey} onAction={onAction} />}
        {view === 'view' && <CouponList reloadKey={reloadKey} onAction={onAction} />}
      </Stack>

      <ConfirmDialog
        open={pending !== null}
        title={pending?.action === 'delete' ? 'Delete coupon' : 'Expire coupon'}
        message={
          pending
            ? pending.action === 'delete'
              ? `Delete ${pending.coupon.coupon_code} permanently? This cannot be undone.`
              : `Expire ${pending.coupon.coupon_code}? Patients will no longer be able to use it.`
            : ''
        }
        confirmLabel={pending?.action === 'delete' ? 'Delete' : 'Expire'}
        tone={pending?.action === 'delete' ? 'danger' : 'primary'}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
      <Modal open={editing !== null} onClose={() => setEditing(null)} title="Update coupon">
        {editing && (
          <CouponForm key={editing.coupon_code} mode="update" coupon={editing} onSaved={onUpdated} />
        )}
      </Modal>
    </section>
  );
}
