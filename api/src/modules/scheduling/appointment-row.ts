/** A row of the appointments table as the scheduling files read and write it (one definition, no import circle). */
import type { appointments } from '../../platform/db/schema';

export type AppointmentRow = typeof appointments.$inferSelect;
