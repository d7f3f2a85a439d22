import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

/** Decorative 24×24 icons in currentColor; the control around them carries the accessible name. */
function makeIcon(name: string, body: ReactNode, stroke = false) {
  function Icon({ size = 24, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        aria-hidden="true"
        focusable="false"
        fill={stroke ? 'none' : 'currentColor'}
        stroke={stroke ? 'currentColor' : undefined}
        strokeWidth={stroke ? 2 : undefined}
        strokeLinecap={stroke ? 'round' : undefined}
        strokeLinejoin={stroke ? 'round' : undefined}
        {...rest}
      >
        {body}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const AccountIcon = makeIcon(
  'AccountIcon',
  <>
    <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
  </>,
);

export const MenuIcon = makeIcon(
  'MenuIcon',
  <>
    <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </>,
);

export const CloseIcon = makeIcon('CloseIcon', <path d="M6 6l12 12M18 6L6 18" />, true);

export const ChevronLeftIcon = makeIcon('ChevronLeftIcon', <path d="M15 5l-7 7 7 7" />, true);

export const ChevronRightIcon = makeIcon('ChevronRightIcon', <path d="M9 5l7 7-7 7" />, true);

export const ChevronDownIcon = makeIcon('ChevronDownIcon', <path d="M5 9l7 7 7-7" />, true);

export const PhoneIcon = makeIcon(
  'PhoneIcon',
  <>
    <path
      d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      fill="currentColor"
    />
  </>,
);

export const MailIcon = makeIcon(
  'MailIcon',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M3 7l9 6 9-6" fill="none" stroke="currentColor" strokeWidth="2" />
  </>,
);

export const WhatsAppIcon = makeIcon(
  'WhatsAppIcon',
  <>
    <path
      d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3z"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
    <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2z" fill="currentColor" />
  </>,
);

export const FacebookIcon = makeIcon(
  'FacebookIcon',
  <>
    <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z" fill="currentColor" />
  </>,
);

export const TwitterIcon = makeIcon(
  'TwitterIcon',
  <>
    <path d="M4 4l16 16M20 4L4 20" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </>,
);

export const InstagramIcon = makeIcon(
  'InstagramIcon',
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
    <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
    <circle cx="17.5" cy="6.5" r="1.2" fill="currentColor" />
  </>,
);

export const LinkedInIcon = makeIcon(
  'LinkedInIcon',
  <>
    <path
      d="M4 9h4v11H4zM6 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h4v1.6c.6-1 1.9-1.9 3.6-1.9 3 0 3.4 2 3.4 4.6V20h-4v-5.6c0-1.4 0-3-1.8-3s-2.2 1.4-2.2 2.9V20h-4z"
      fill="currentColor"
    />
  </>,
);
