/** The 10 questions of spec §2, in that order, with answers written for this site. */
import { SESSION_DURATION_TEXT } from '@physio/shared-contracts';

export interface Faq {
  id: string;
  question: string;
  answer: string[];
}

export const faqs: readonly Faq[] = [
  {
    id: 'causes-of-pain',
    question: 'What are the common causes of muscle and joint pain?',
    answer: [
      'Most everyday pain comes from overload: long hours sitting or looking at screens, lifting, a sudden increase in walking, sport or housework, or a minor sprain or strain. Low activity, poor sleep and stress make tissues more sensitive.',
      'Age-related joint changes, nerve irritation (as in sciatica), injuries and recovery after surgery are other common causes. Your physiotherapist assesses which of these applies to you.',
    ],
  },
  {
    id: 'why-online',
    question: 'Why choose online physiotherapy?',
    answer: [
      'Much of physiotherapy is assessment, education and guided exercise, which work very well over video. Research on telerehabilitation for back pain, knee osteoarthritis and after joint replacement shows results similar to in-clinic care for many people.',
      'You save travel time, practise in the very space where you will do your exercises, and can involve family members. If you need hands-on treatment, you can choose home treatment instead.',
    ],
  },
  {
    id: 'what-to-avoid',
    question: 'What should I avoid when I am in pain?',
    answer: [
      'Avoid long bed rest: gentle movement within comfort usually speeds recovery. Avoid pushing through sharp, worsening pain, and avoid heavy lifting or sport that clearly aggravates the problem until it has been assessed.',
      'Do not rely on painkillers alone to keep going, and avoid unproven "quick fixes". Seek a doctor urgently for red flags such as numbness in the saddle area, loss of bladder or bowel control, chest pain or weakness that is getting worse.',
    ],
  },
  {
    id: 'recovery-help',
    question: 'How does physiotherapy help my recovery?',
    answer: [
      'Physiotherapy finds the cause of your symptoms, reduces pain with movement-based and hands-on techniques, and restores strength, flexibility and balance with exercise that is progressed each week.',
      'Just as important, you learn how to manage your condition yourself, so that you recover faster and are less likely to have it come back.',
    ],
  },
  {
    id: 'training',
    question: 'What training do your physiotherapists have?',
    answer: [
      'Every PhysioCare physiotherapist holds a Bachelor of Physiotherapy (BPT), and our team also holds a Master of Physiotherapy (MPT) in musculoskeletal, sports, neurological or pediatric physiotherapy.',
      'They are registered with the relevant state council and have between 8 and 14 years of clinical experience.',
    ],
  },
  {
    id: 'session-duration',
    question: 'How long does a physiotherapy session last?',
    answer: [
      `A session lasts ${SESSION_DURATION_TEXT}. The first session is usually the longer one, because it includes a full assessment; follow-up sessions focus on treatment and progressing your exercises.`,
    ],
  },
  {
    id: 'preparation',
    question: 'How should I prepare for my session?',
    answer: [
      'Wear loose, comfortable clothing that lets the painful area be seen and moved. Keep any reports, scans, prescriptions and a list of your medicines handy.',
      'For online sessions, use a phone or laptop with a charged battery and a stable connection, in a quiet space with enough room to lie down or take a few steps. Keep a chair, a towel and a pillow nearby.',
    ],
  },
  {
    id: 'first-session',
    question: 'What happens in the first session?',
    answer: [
      'Your physiotherapist asks about your symptoms, daily activities, health history and goals, then assesses your posture, movement, strength and, where relevant, nerves and balance.',
      'You will get a clear explanation of the problem, begin treatment and leave with a few exercises to start at home and a plan for the following sessions.',
    ],
  },
  {
    id: 'benefits',
    question: 'What are the benefits of physiotherapy?',
    answer: [
      'Less pain and stiffness, better movement, strength and balance, a safer return to work and sport, and often a reduced need for painkillers.',
      'It can help avoid or prepare for surgery, speed up recovery after it, lower the risk of falls and keep people with long-term conditions active and independent.',
    ],
  },
  {
    id: 'recovery-time',
    question: 'How long will it take to recover?',
    answer: [
      'It depends on the condition, how long you have had it and how regularly you do your exercises. Many recent sprains, strains and episodes of neck or back pain improve clearly within 4 to 6 weeks.',
      'Long-standing pain, frozen shoulder, rehabilitation after surgery and neurological conditions take longer, from a few months to ongoing care. Your physiotherapist will give you an estimate after the first session and review it as you progress.',
    ],
  },
];
