// node dist/cli.js doctor create|approve|reset-password|deactivate|activate|list  (npm run cli -w api -- doctor …)
import { doctorSignupRequestSchema } from '@physio/shared-contracts';
import {
  approveApplication,
  createDoctor,
  listApplications,
  listDoctors,
  resetDoctorPassword,
  setDoctorActive,
} from '../modules/doctors';
import { option, passwordArg, run } from './common';

export const DOCTOR_USAGE = `  doctor list
  doctor create --mobile 9xxxxxxxxx --name "Dr. Name" --email a@b.in --gender female|male|other --birth-date YYYY-MM-DD --password '...'
  doctor approve <mobile>                  (approves a Sign Up application)
  doctor reset-password <mobile> --password '...'   (ends the doctor's sessions; PHYSIO_PASSWORD may replace --password)
  doctor deactivate <mobile>               (refuses logins, ends the doctor's sessions)
  doctor activate <mobile>`;
const USAGE = `Usage:\n${DOCTOR_USAGE}`;

export const doctorCommand = ([command, ...args]: string[]): Promise<number> =>
  run(async ({ db }) => {
    switch (command) {
      case 'list': {
        const doctors = await listDoctors(db);
        console.table(doctors.map((d) => ({ id: d.id, name: d.name, email: d.email, active: d.active })));
        const pending = (await listApplications(db)).filter((a) => a.status === 'pending');
        if (pending.length) {
          console.log('Pending applications:');
          console.table(
            pending.map((a) => ({
              mobile: a.mobile,
              name: a.name,
              email: a.email,
              applied: a.createdAt.toISOString(),
            })),
          );
        }
        return;
      }
      case 'create': {
        const input = doctorSignupRequestSchema.parse({
          name: option(args, 'name'),
          email: option(args, 'email'),
          mobile: option(args, 'mobile'),
          gender: option(args, 'gender'),
          birth_date: option(args, 'birth-date'),
          password: passwordArg(args),
        });
        const doctor = await createDoctor(db, { ...input, birthDate: input.birth_date });
        console.log(`created doctor ${doctor.id} (${doctor.name})`);
        return;
      }
      case 'approve': {
        const mobile = args[0];
        if (!mobile) throw new Error(USAGE);
        const doctor = await approveApplication(db, mobile);
        console.log(`approved ${doctor.id} (${doctor.name}); they can log in now`);
        return;
      }
      case 'reset-password': {
        const mobile = args[0];
        if (!mobile) throw new Error(USAGE);
        await resetDoctorPassword(db, mobile, passwordArg(args));
        console.log(`password of ${mobile} changed; their sessions have ended`);
        return;
      }
      case 'deactivate':
      case 'activate': {
        const mobile = args[0];
        if (!mobile) throw new Error(USAGE);
        await setDoctorActive(db, mobile, command === 'activate');
        console.log(
          command === 'activate'
            ? `${mobile} can log in again`
            : `${mobile} deactivated; their sessions have ended`,
        );
        return;
      }
      default:
        throw new Error(USAGE);
    }
  });
