/**
 * The clinic's name and support contacts, as the site's footer and the receipts show them. Deployments set the
 * phone and e-mail with PHYSIO_SUPPORT_PHONE / PHYSIO_SUPPORT_EMAIL (the browser build and the API read the same
 * variables); a missing or malformed value falls back to the default so a receipt or a footer always has one.
 */
export const BRAND_NAME = 'PhysioCare';
export const DEFAULT_SUPPORT_PHONE = '9123456780';
export const DEFAULT_SUPPORT_EMAIL = 'support@physiocare.in';

export interface SupportContact {
  /** 10 digits, shown as +91 XXXXX XXXXX. */
  phone: string;
  email: string;
}

export function supportContact(phone: string | undefined, email: string | undefined): SupportContact {
  const cleanPhone = (phone ?? '').replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '');
  const cleanEmail = (email ?? '').trim();
  return {
    phone: /^\d{10}$/.test(cleanPhone) ? cleanPhone : DEFAULT_SUPPORT_PHONE,
    email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(cleanEmail) ? cleanEmail : DEFAULT_SUPPORT_EMAIL,
  };
}

/** "+91 91234 56780" for display. */
export const formatPhone = (tenDigits: string): string =>
  `+91 ${tenDigits.slice(0, 5)} ${tenDigits.slice(5)}`;

/**
 * The grievance officer the DPDP Rules ask us to name (page /grievance). Set per deployment with the build's
 * PHYSIO_GRIEVANCE_NAME / PHYSIO_GRIEVANCE_EMAIL / PHYSIO_GRIEVANCE_ADDRESS; the defaults are placeholders.
 */
export interface GrievanceOfficer {
  name: string;
  email: string;
  address: string;
}

export const GRIEVANCE_PLACEHOLDER: GrievanceOfficer = {
  name: 'Grievance Officer (name to be configured)',
  email: 'grievance@physiocare.in',
  address: 'PhysioCare, postal address to be configured (PHYSIO_GRIEVANCE_ADDRESS)',
};

export function grievanceOfficer(
  name: string | undefined,
  email: string | undefined,
  address: string | undefined,
): GrievanceOfficer {
  const cleanEmail = (email ?? '').trim();
  return {
    name: name?.trim() || GRIEVANCE_PLACEHOLDER.name,
    email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(cleanEmail) ? cleanEmail : GRIEVANCE_PLACEHOLDER.email,
    address: address?.trim() || GRIEVANCE_PLACEHOLDER.address,
  };
}

/** A value the browser build's DefinePlugin writes in (`() => process.env.X`); undefined where nothing did. */
export function readBuildEnv(read: () => string | undefined): string | undefined {
  try {
    return read();
  } catch {
    // `process` does not exist in the browser when DefinePlugin did not replace the expression.
    return undefined;
  }
}
