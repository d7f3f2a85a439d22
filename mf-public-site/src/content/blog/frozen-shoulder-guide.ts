export default `
Frozen shoulder can be one of the most frustrating conditions: the shoulder becomes painful, then stiff, and simple tasks like combing hair or reaching a back pocket become impossible. Knowing what to expect makes it much easier to manage.

## The three phases

- **Freezing (painful) phase**: pain builds, especially at night, and movement starts to reduce. This can last a few months.
- **Frozen (stiff) phase**: pain often eases but the shoulder stays stiff.
- **Thawing phase**: movement gradually returns.

The whole process can take one to two years without treatment. Physiotherapy helps you keep function, manage pain and speed the thawing.

## What you can do at home

1. **Pendulum swings**: lean forward supporting yourself on a table and let the affected arm hang. Gently swing it in small circles for 30 seconds.
2. **Table slides**: sit beside a table, rest your hand on a towel and slide it forward as far as is comfortable. Hold 10 seconds, repeat 10 times.
3. **Wall walks**: face a wall and walk your fingers upwards, stopping when you feel a stretch. Repeat 5 to 10 times.
4. **Towel stretch behind the back**: hold a towel behind you with both hands and gently pull the affected arm upwards with the other hand.

In the painful phase, keep stretches *gentle*. Forcing a painful shoulder tends to make it worse.

## Sleep tips

Lie on the other side with a pillow hugged to your chest to support the painful arm, or on your back with a pillow under the elbow.

## Who is at risk

Frozen shoulder is most common between 40 and 60 and in people with diabetes or thyroid problems. If you have diabetes, keeping your blood sugar well controlled supports recovery.

**Shoulder or arm pain with chest pain, breathlessness or sweating can be a heart attack: call 108 immediately.**

Read more about [frozen shoulder](/conditions-we-treat/frozen-shoulder).
`;
