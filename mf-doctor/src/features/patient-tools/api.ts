import { apiClient } from '@physio/shared-auth';
import type {
  Appointment,
  Order,
  PatientProfile,
  PrescriptionRequest,
  TreatmentPlan,
} from '@physio/shared-contracts';
import { request } from '../../lib/request';

const user = (id: string) => `/api/users/${encodeURIComponent(id)}`;

export const fetchPatient = (id: string) =>
  request<PatientProfile>(() => apiClient.get(user(id)), 'Could not load the patient.');

export const savePlan = (id: string, plan: TreatmentPlan) =>
  request<unknown>(() => apiClient.put(`${user(id)}/plan`, plan), 'Could not save the treatment plan.');

export const savePrescription = (id: string, body: PrescriptionRequest) =>
  request<unknown>(
    () => apiClient.post(`${user(id)}/prescriptions`, body),
    'Could not save the prescription.',
  );

export const fetchOrders = (patientId: string) =>
  request<Order[] | null>(
    () => apiClient.get('/api/orders', { params: { patient_id: patientId } }),
    'Could not load the orders.',
  );

export const fetchPatientAppointments = (patientId: string) =>
  request<Appointment[] | null>(
    () => apiClient.get(`${user(patientId)}/appointments`),
    'Could not load the appointments.',
  );
