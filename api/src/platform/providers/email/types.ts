/** One interface, one file per transport (DESIGN.md §7), as for SMS. */
export interface EmailProvider {
  readonly name: 'console' | 'smtp';
  /** Sends one message; throws EmailError when the transport refuses it or cannot be reached. */
  send(message: EmailMessage): Promise<void>;
  /** Ends open connections (the app's onClose). */
  close?(): void;
}

export interface EmailAttachment {
  filename: string;
  /** e.g. "text/calendar; charset=utf-8; method=PUBLISH" */
  contentType: string;
  content: string;
}

/** Every message exists in plain text; the HTML is the same content, built from the same template. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
}

export class EmailError extends Error {
  constructor(
    message: string,
    /** The transport's code (ECONNREFUSED, EAUTH, EENVELOPE…) or the server's reply code. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'EmailError';
  }
}

/** A server's answer may quote the recipient ("550 <asha@example.com>: no such user"): masked before it is logged. */
export const withoutAddresses = (text: string): string =>
  text.replace(/[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+/g, (address) => maskEmail(address));

/** "p***@example.com": addresses stay out of the logs (the domain tells an operator which provider bounced). */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}
