// npm run payouts -w api -- settle [--doctor <id>] [--utr <bank reference>] [--razorpay-id <payout id>]
import { doctorsOwed, settleDoctor } from '../services/payouts';
import { option, run } from './common';

const USAGE =
  'Usage: npm run payouts -w api -- settle [--doctor <id>] [--utr <reference>] [--razorpay-id <id>]';
const [command, ...args] = process.argv.slice(2);

void run(async ({ db }) => {
  if (command !== 'settle') throw new Error(USAGE);
  const only = option(args, 'doctor');
  const utr = option(args, 'utr');
  const razorpayId = option(args, 'razorpay-id');
  const owed = (await doctorsOwed(db)).filter((d) => !only || d.doctorId === only);
  if (utr && owed.length > 1) throw new Error('--utr names one bank transfer: add --doctor');
  const upTo = new Date();
  if (!owed.length) console.log('nothing owed');
  for (const { doctorId } of owed) {
    const payout = await settleDoctor(db, { doctorId, upTo, utr, razorpayId });
    if (payout) {
      console.log(
        `paid ${doctorId}: Rs. ${(payout.amountPaise / 100).toFixed(2)} (utr ${payout.utr}, up to ${upTo.toISOString()})`,
      );
    }
  }
});
