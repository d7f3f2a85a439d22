// node dist/cli.js payouts settle [--doctor <id>] [--utr <bank reference>] [--razorpay-id <payout id>]
//                   payouts paid <payout id> --utr <bank reference> [--razorpay-id <payout id>]
import { doctorsOwed, recordPayoutTransfer, settleDoctorPayout } from '../modules/billing';
import { option, run } from './common';

export const PAYOUTS_USAGE = [
  '  payouts settle [--doctor <id>] [--utr <reference>] [--razorpay-id <id>]',
  '  payouts paid <payout id> --utr <reference> [--razorpay-id <id>]',
].join('\n');
const USAGE = `Usage:\n${PAYOUTS_USAGE}`;
const rupees = (paise: number) => `Rs. ${(paise / 100).toFixed(2)}`;

/**
 * `settle` sets aside what each doctor is owed as one payout each: paid when the transfer's real bank reference is
 * given (`--utr`, one doctor), otherwise pending until `paid <payout id> --utr …` records the transfer.
 */
export const payoutsCommand = ([command, ...args]: string[]): Promise<number> =>
  run(async ({ db }) => {
    const utr = option(args, 'utr');
    const razorpayId = option(args, 'razorpay-id');
    if (command === 'paid') {
      const payoutId = args[0];
      if (!payoutId || payoutId.startsWith('--') || !utr) throw new Error(USAGE);
      const payout = await recordPayoutTransfer(db, { payoutId, utr, razorpayId });
      if (!payout) throw new Error(`no pending payout ${payoutId}`);
      console.log(`paid ${payout.doctorId}: ${rupees(payout.amountPaise)} (utr ${utr}, payout ${payout.id})`);
      return;
    }
    if (command !== 'settle') throw new Error(USAGE);
    const only = option(args, 'doctor');
    const owed = (await doctorsOwed(db)).filter((d) => !only || d.doctorId === only);
    if (utr && owed.length > 1) throw new Error('--utr names one bank transfer: add --doctor');
    const upTo = new Date();
    if (!owed.length) console.log('nothing owed');
    for (const { doctorId } of owed) {
      const payout = await settleDoctorPayout(db, { doctorId, upTo, utr, razorpayId });
      if (!payout) continue;
      console.log(
        payout.status === 'paid'
          ? `paid ${doctorId}: ${rupees(payout.amountPaise)} (utr ${payout.utr}, up to ${upTo.toISOString()})`
          : `pending ${doctorId}: ${rupees(payout.amountPaise)} up to ${upTo.toISOString()} — after the bank transfer: payouts paid ${payout.id} --utr <reference>`,
      );
    }
  });
