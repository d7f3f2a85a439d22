/** Placeholder until the mf-booking feature issue lands. */
export default function PatientPrescriptionPage() {
  return (
    <main>
      <h1>Patient Prescription</h1>
    </main>
  );
}
