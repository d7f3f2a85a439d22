export default `
A twisted ankle is one of the most common injuries, whether on an uneven road, the stairs or the badminton court. Most sprains heal well, but up to a third of people are left with a weak ankle that keeps giving way. The difference is usually rehabilitation.

## The first few days

- **Protect** the ankle and walk as normally as pain allows, using support if needed.
- **Elevate** the foot above the level of the heart when resting to control swelling.
- Use a **compression** bandage during the day.
- Start gentle movement early: draw the alphabet with your toes a few times a day.

## Check for a fracture

See a doctor for an X-ray if you cannot take four steps, or if the bone on either side of the ankle or the outer edge of the foot is tender to press.

## Weeks 1 to 3: movement and strength

1. **Calf raises**: holding a support, rise onto your toes and lower slowly, 10 to 15 times.
2. **Resisted ankle movements** with a resistance band, pushing the foot out, in, up and down.
3. **Heel and toe walking** along a corridor once you can walk comfortably.

## Weeks 2 to 6: balance

Balance training is what prevents repeated sprains.

- Stand on the injured leg for 30 seconds while holding onto something, then without holding.
- Progress to doing it with your eyes closed or on a cushion.
- Add small hops and side-to-side steps before returning to sport.

## Back to sport

Return when you can hop, land and change direction without pain or fear, and balance on the injured leg as well as the other. A physiotherapist can test this objectively. Learn more about [ankle sprain](/conditions-we-treat/ankle-sprain) and [sports injuries](/conditions-we-treat/acl-sports-injuries).
`;
