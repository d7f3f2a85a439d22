export default `
If your knees ache on the stairs or when getting up from the floor, strengthening the muscles around them is one of the most effective things you can do. International guidelines recommend exercise as a first treatment for knee osteoarthritis at every age.

## Before you start

Do these exercises **once a day, 4 to 5 days a week**. Mild discomfort (up to 3 out of 10) that settles within a day is fine. If pain is sharper or your knee swells the next day, do fewer repetitions.

## Five exercises

1. **Static quadriceps**: sit with your leg straight and a rolled towel under the knee. Press the knee down into the towel, tightening the thigh. Hold 5 seconds, repeat 10 times.
2. **Straight-leg raise**: lie on your back with the other knee bent. Tighten the thigh and lift the straight leg to the height of the bent knee. Lower slowly. 10 times each side.
3. **Sit to stand**: from a firm chair, stand up without using your hands if you can, then sit down slowly. Start with 5 and build up to 15.
4. **Step-ups**: step up onto the bottom stair holding the rail, then step down. 10 times each leg.
5. **Bridging**: lie on your back with knees bent and lift your hips off the floor. Hold 3 seconds, 10 times. This strengthens the hips, which also protect the knees.

## Everyday tips

- Walking is good for arthritic knees; build up slowly and wear cushioned footwear.
- Use a higher seat and a raised toilet seat if getting up is hard.
- If sitting on the floor is painful, a low stool is a good compromise.
- Losing even a few kilograms reduces the load on the knees noticeably.

## When to book a physiotherapist

If your knee keeps swelling, gives way, or you are preparing for or recovering from a knee replacement, a tailored plan will help you progress safely. Read about [knee osteoarthritis](/conditions-we-treat/knee-osteoarthritis).

*See a doctor urgently for a hot, red, very swollen knee or fever.*
`;
