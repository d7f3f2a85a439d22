export default `
Long hours at a laptop or phone are now the most common reason we see neck pain in people under 40. The good news: it is usually *mechanical*, not dangerous, and it responds well to small daily changes.

## Why screens strain the neck

Your head weighs about 5 kg. When it drifts forward to look at a screen, the muscles at the back of the neck and between the shoulder blades have to work much harder to hold it up. Over a day, that constant effort leads to aching, stiffness and headaches at the base of the skull.

## Set up your workstation

- Raise the top of the screen to **eye level**; a laptop on a stand with a separate keyboard and mouse works well.
- Sit back in the chair with your feet flat and the keyboard close enough that your elbows rest by your sides.
- Hold the phone up towards your eyes instead of bending your head down to it.
- Take a **micro-break every 30 minutes**: stand, look away, roll your shoulders.

## Three exercises for your breaks

1. **Chin tucks**: sit tall, gently slide your chin straight back as if making a double chin, hold 5 seconds, relax. Repeat 10 times.
2. **Shoulder-blade squeezes**: draw your shoulder blades back and down, hold 5 seconds, repeat 10 times.
3. **Neck rotations**: slowly turn your head to look over one shoulder, then the other, within comfort, 5 times each side.

These should feel like gentle effort, not pain. Stop an exercise that makes pain spread into the arm.

## When to get help

Book a session if the pain lasts more than two weeks, keeps coming back, or disturbs your sleep. See a doctor first if neck pain follows an accident, or comes with weakness or clumsiness in the hands, problems walking, fever or severe night pain.

Read more about [neck pain and how we treat it](/conditions-we-treat/neck-pain).
`;
