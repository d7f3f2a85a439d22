/** Home visits that know the road (issue 28 point 5): a doctor's service areas and the travel fee quoted before paying. */
import '../zod-config';
import { z } from 'zod/mini';
import { doctorIdSchema, publicDoctorIdSchema } from '../scheduling';
import { homeAreasSchema, pincodeSchema, travelQuoteSchema } from '../travel';
import { endpoint } from './define';

export const travel = {
  /** The doctor's own service areas, starting PIN and fees (empty when none are set). */
  areas: endpoint({
    method: 'GET',
    path: '/api/doctors/:id/home-areas',
    auth: { doctorSelf: 'id' },
    errors: { 404: ['DOCTOR_NOT_FOUND'] },
    params: z.object({ id: doctorIdSchema }),
    data: homeAreasSchema,
  }),
  /** Replaces them; 400 PIN_UNKNOWN for a PIN our centroid table does not place. */
  saveAreas: endpoint({
    method: 'PUT',
    path: '/api/doctors/:id/home-areas',
    auth: { doctorSelf: 'id' },
    errors: { 400: ['PIN_UNKNOWN'], 404: ['DOCTOR_NOT_FOUND'] },
    params: z.object({ id: doctorIdSchema }),
    body: homeAreasSchema,
    data: homeAreasSchema,
  }),
  /** The travel fee of a home visit by this doctor at this PIN, priced by the server (the order charges the same). */
  quote: endpoint({
    method: 'GET',
    path: '/api/travel/quote',
    auth: 'public',
    errors: { 400: ['DOCTOR_NOT_FOUND'], 422: ['PIN_OUTSIDE_AREA'] },
    query: z.object({ doctor_id: publicDoctorIdSchema, pincode: pincodeSchema }),
    data: travelQuoteSchema,
    public: true,
  }),
};
