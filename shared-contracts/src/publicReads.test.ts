import { isSlot, isSlotList, PUBLIC_READ_PATHS } from './publicReads';
import { slotSchema } from './scheduling';
import { endpoints } from './endpoints';

const slot = {
  start: '2026-12-01T09:00:00+05:30',
  end: '2026-12-01T09:45:00+05:30',
  doctor_id: 'd_7f3a9c2e',
  doctor_name: 'Dr. Asha Rao',
};

describe('public reads: the zod-free checks agree with the endpoint table', () => {
  it('uses the table’s path and marks it public', () => {
    expect(endpoints.slots.list.path).toBe(PUBLIC_READ_PATHS.slots);
    expect(endpoints.slots.list.public).toBe(true);
  });

  it.each([
    ['a slot', slot],
    ['an opaque doctor id', { ...slot, doctor_id: 'x' }],
    ['extra fields', { ...slot, fee: 499 }],
    ['a missing name', { ...slot, doctor_name: undefined }],
    ['a numeric id', { ...slot, doctor_id: 9000000001 }],
    ['a missing end', { start: slot.start, doctor_id: 'a', doctor_name: 'b' }],
    ['null', null],
    ['a string', 'slot'],
  ])('isSlot answers as slotSchema does for %s', (_, value) => {
    expect(isSlot(value)).toBe(slotSchema.safeParse(value).success);
  });

  it('isSlotList: a list of slots only', () => {
    expect(isSlotList([slot, slot])).toBe(true);
    expect(isSlotList([])).toBe(true);
    expect(isSlotList([slot, { ...slot, start: 1 }])).toBe(false);
    expect(isSlotList({ 0: slot })).toBe(false);
  });
});
