import { useState, type ReactNode } from 'react';
import { Button, InlineMessage, type ButtonVariant, type LoadResult } from '@physio/shared-ui';

/** Saves a Blob under `filename` through a temporary link (the browser's own download). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export interface DownloadButtonProps {
  /** Fetches the file with the session's token (a plain link would carry none): shared-auth's fetch… calls. */
  fetchFile: () => Promise<LoadResult<Blob>>;
  filename: string;
  children: ReactNode;
  variant?: ButtonVariant;
}

/** A button that fetches a file and saves it; the API's message when it cannot. */
export function DownloadButton({
  fetchFile,
  filename,
  children,
  variant = 'secondary',
}: DownloadButtonProps) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setError('');
    setBusy(true);
    const file = await fetchFile();
    setBusy(false);
    if (!file.ok) setError(file.message);
    else saveBlob(file.data, filename);
  };
  return (
    <>
      <Button type="button" variant={variant} onClick={() => void download()} disabled={busy}>
        {children}
      </Button>
      {error && <InlineMessage tone="error">{error}</InlineMessage>}
    </>
  );
}
