// node dist/cli.js payouts settle [--doctor <id>] [--utr <bank reference>] [--razorpay-id <payout id>]
import { doctorsOwed, settleDoctor } from '../services/payouts';
import { option, run } from './common';

export const PAYOUTS_USAGE = '  payouts settle [--doctor <id>] [--utr <reference>] [--razorpay-id <id>]';
const USAGE = `Usage:\n${PAYOUTS_USAGE}`;

export const payoutsCommand = ([command, ...args]: string[]): Promise<number> =>
  run(async ({ db }) => {
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
