import type { FormEvent, ReactNode } from 'react';
import { Button, Stack, TextField } from '@physio/shared-ui';
import { MOBILE_INPUT_MAX_LENGTH } from '@physio/shared-contracts';
import type { OtpFlow } from './useOtpFlow';

/** Mobile number and GET OTP; the rule's or the server's message shows under the field. */
export function MobileStep({
  flow,
  beforeSend,
  children,
}: {
  flow: OtpFlow;
  /** Checks the caller's own fields (shown above the number); false stops the send. */
  beforeSend?: () => boolean | Promise<boolean>;
  children?: ReactNode;
}) {
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ownFieldsOk = beforeSend ? await beforeSend() : true;
    if (!ownFieldsOk) {
      flow.checkMobile();
      return;
    }
    void flow.sendCode();
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        {children}
        <TextField
          label="Mobile Number"
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_INPUT_MAX_LENGTH}
          hint="10-digit Indian mobile number; we send a one-time code to it"
          value={flow.mobile}
          onChange={(e) => flow.setMobile(e.target.value)}
          onBlur={() => flow.mobile && flow.checkMobile()}
          error={flow.mobileError ?? undefined}
        />
        <Button type="submit" variant="primary" loading={flow.busy} fullWidth>
          GET OTP
        </Button>
      </Stack>
    </form>
  );
}
