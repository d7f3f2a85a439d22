import { useId, type FormEvent } from 'react';
import { Button, InlineMessage, OtpInput, Stack, useCountdown } from '@physio/shared-ui';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@physio/shared-contracts';
import type { OtpFlow } from './useOtpFlow';

/** "Resend code in N s", then a Resend button. Remounted (key) on every code sent. */
function ResendTimer({ flow }: { flow: OtpFlow }) {
  const remaining = useCountdown(OTP_RESEND_SECONDS);
  if (remaining > 0) {
    return (
      <p role="timer" aria-live="off">
        Resend code in {remaining} s
      </p>
    );
  }
  return (
    <Button type="button" variant="ghost" onClick={() => void flow.sendCode()} disabled={flow.busy}>
      Resend code
    </Button>
  );
}

/** Six single-digit inputs, VERIFY, "Wrong OTP!" and the resend countdown. */
export function CodeStep({ flow }: { flow: OtpFlow }) {
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void flow.verify();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <p>
          We sent a {OTP_LENGTH}-digit code to <strong>+91 {flow.mobile}</strong>.
        </p>
        <OtpInput
          label="One-time code"
          value={flow.code}
          onChange={flow.setCode}
          disabled={flow.busy}
          errorId={flow.codeError ? errorId : undefined}
          takeFocus
        />
        {flow.codeError && (
          <InlineMessage tone="error" id={errorId}>
            {flow.codeError}
          </InlineMessage>
        )}
        <Button type="submit" variant="primary" loading={flow.busy} fullWidth>
          VERIFY
        </Button>
        <Stack $direction="row" $justify="space-between" $align="center">
          <ResendTimer key={flow.sends} flow={flow} />
          <Button type="button" variant="ghost" onClick={flow.changeNumber} disabled={flow.busy}>
            Change number
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
