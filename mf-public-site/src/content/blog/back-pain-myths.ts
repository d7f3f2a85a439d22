export default `
Eight out of ten adults have low back pain at some point. Many of the beliefs people hold about it make recovery slower. Here are five we hear every week.

## Myth 1: "I should rest in bed until it stops hurting"

Bed rest for more than a day or two *slows* recovery. Gentle walking and normal activity, adjusted to your pain, are better. Movement keeps the joints nourished and the muscles working.

## Myth 2: "My scan shows a disc bulge, so my back is damaged"

Disc bulges and "degeneration" appear on the scans of many people who have **no pain at all**, and they become more common with age like grey hair. A scan is useful when a doctor suspects something specific, but it rarely explains ordinary back pain.

## Myth 3: "Bending and lifting are dangerous"

Your spine is strong and made to bend. Lifting with a rounded back is not the cause of back pain by itself; lifting more than you are used to, when tired or in a hurry, is. Training your body to lift gradually makes it more resilient.

## Myth 4: "Pain means I am causing harm"

Pain is a protective alarm, and in long-standing back pain the alarm becomes over-sensitive. Some discomfort during exercise is normal and safe. Your physiotherapist will help you find the right level.

## Myth 5: "I need a strong core to fix my back"

No single muscle group is the answer. The best exercise is the one you enjoy and keep doing: walking, yoga, swimming or strength training all help.

## What does help

- Staying active and at work where possible
- A graded exercise plan from a physiotherapist
- Good sleep and managing stress
- Short-term pain relief if needed, advised by your doctor

**Go to an emergency department immediately** if back pain comes with numbness around the genitals or buttocks, or trouble controlling your bladder or bowels.

Learn more about [low back pain](/conditions-we-treat/low-back-pain) and [sciatica](/conditions-we-treat/sciatica).
`;
