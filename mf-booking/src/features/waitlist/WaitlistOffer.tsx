import { lazy, Suspense, useState } from 'react';
import { Button, Stack, useMessages } from '@physio/shared-ui';
import { slotCatalog } from '@physio/shared-ui/sessions';
import type { TreatmentMode } from '@physio/shared-contracts';
import type { WaitlistDoctor } from './WaitlistJoin';

// The form, its rules (zod) and the API client come only when the patient asks for it: not on the booking page's
// first render.
const WaitlistJoin = lazy(() => import('./WaitlistJoin'));

/** Below the free times: "None of these times suit you?" opens the waitlist's join form. */
export function WaitlistOffer({
  mode,
  doctors,
  pincode,
}: {
  mode: TreatmentMode;
  doctors: WaitlistDoctor[];
  /** A home visit's PIN, when the page has one: the join form starts with it. */
  pincode?: string | null | undefined;
}) {
  const [open, setOpen] = useState(false);
  const t = useMessages(slotCatalog);
  if (doctors.length === 0) return null;
  return (
    <Stack $gap="sm">
      {!open ? (
        <div>
          <Button type="button" variant="ghost" onClick={() => setOpen(true)}>
            {t('waitlist')}
          </Button>
        </div>
      ) : (
        <Suspense fallback={<p role="status">{t('waitlistLoading')}</p>}>
          <WaitlistJoin mode={mode} doctors={doctors} pincode={pincode} />
        </Suspense>
      )}
    </Stack>
  );
}
