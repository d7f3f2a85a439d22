/** Copy of the home page sections that are not conditions, team or testimonials. */
export const hero = {
  tagline: 'Learn to be your strongest self with physiotherapy',
  intro:
    'Qualified, registered physiotherapists for pain, injuries and recovery — online from anywhere in India or at your home. Book in minutes, pay securely, start feeling better.',
};

export interface Step {
  id: string;
  title: string;
  text: string;
}

export const procedureSteps: readonly Step[] = [
  {
    id: 'consultation',
    title: 'Consultation',
    text: 'Your physiotherapist listens to your story, assesses how you move and explains what is causing your symptoms.',
  },
  {
    id: 'planning',
    title: 'Planning of Future Sessions',
    text: 'Together you set clear goals and agree on the number of sessions, online or at home, that fits your life.',
  },
  {
    id: 'treatment',
    title: 'Treatment Course',
    text: 'Hands-on care where needed, guided exercise and a home programme you can follow between sessions.',
  },
  {
    id: 'follow-up',
    title: 'Follow up and Review',
    text: 'Progress is measured at every review and the plan is adjusted until you reach your goals.',
  },
];

export const reasons: readonly Step[] = [
  {
    id: 'book-instantly',
    title: 'Book Instantly',
    text: 'Choose your problem and number of sessions, verify your mobile number and pay — no phone calls or waiting.',
  },
  {
    id: 'pick-a-time',
    title: 'Pick a time',
    text: 'See the free times of the next two weeks and choose one, with the physiotherapist you prefer or whoever is free first.',
  },
  {
    id: 'safe',
    title: '100% Safe',
    text: 'Registered physiotherapists, secure card payments and your health data protected under Indian law.',
  },
];
