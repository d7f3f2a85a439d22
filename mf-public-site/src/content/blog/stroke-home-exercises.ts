export default `
Recovery after a stroke continues long after the hospital stay. Much of it happens at home, through regular, meaningful practice. This guide is for patients and the family members who support them.

## Recognise a stroke: BE FAST

**B**alance loss, **E**yes (sudden vision loss), **F**ace drooping, **A**rm weakness, **S**peech difficulty: **T**ime to call 108. Every minute counts; treatment in hospital is time-critical.

## Principles of home practice

- **Little and often**: several short practice sessions a day are better than one long one.
- **Use the affected side** in daily tasks wherever it is safe, such as holding a cup with both hands.
- **Practise real tasks**: standing up, reaching, walking to the kitchen.
- **Safety first**: clear the floor of clutter, use a chair with armrests and keep a support nearby.

## Simple exercises (with your physiotherapist's approval)

1. **Sit to stand** from a firm chair, feet under the knees and weight even on both legs. 5 to 10 times, several times a day.
2. **Reaching in sitting**: reach forward and to each side for objects, shifting your weight.
3. **Standing balance** at a kitchen counter: stand with feet together, then one slightly in front of the other.
4. **Arm and hand**: slide the affected hand on a towel across a table, squeeze a soft ball, and pick up and place small objects.

## For caregivers

Learn the safest way to help with getting out of bed, transfers and walking from your physiotherapist, rather than pulling on the affected arm. Look after your own back and your own rest too.

## Stay in touch with the medical team

Take medicines as prescribed and keep follow-up appointments with the doctor. Report new weakness, confusion, severe headache or falls immediately.

Read about our approach to [stroke rehabilitation](/conditions-we-treat/stroke-rehabilitation).
`;
