import { Button, InlineMessage, Stack } from '@physio/shared-ui';

/** A failed load: its message and a way to try again (never a blank panel). */
export function Failure({ message, retry }: { message: string; retry: () => void }) {
  return (
    <Stack $gap="sm" $align="flex-start">
      <InlineMessage tone="error">{message}</InlineMessage>
      <Button type="button" variant="secondary" onClick={retry}>
        Try again
      </Button>
    </Stack>
  );
}
