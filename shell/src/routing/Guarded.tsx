import type { ReactNode } from 'react';
import { RedirectIfLoggedIn, RequireDoctor, RequirePatientOrDoctor } from '@physio/shared-auth/state';
import type { Guard } from './routeTable';

/** Wraps a route's content in the @physio/shared-auth guard its table entry names. */
export function Guarded({ guard, children }: { guard: Guard; children: ReactNode }) {
  switch (guard) {
    case 'doctor':
      return <RequireDoctor>{children}</RequireDoctor>;
    case 'patientOrDoctor':
      return <RequirePatientOrDoctor>{children}</RequirePatientOrDoctor>;
    case 'guestOnly':
      return <RedirectIfLoggedIn>{children}</RedirectIfLoggedIn>;
    case 'public':
      return <>{children}</>;
  }
}
