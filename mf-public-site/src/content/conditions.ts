/**
 * Each condition's page text, written for patients: what it is, symptoms, how physiotherapy helps, the usual
 * course, and when a doctor must be seen first. With conditionIndex.ts (names and summaries) it makes a Condition.
 */
import { conditionIndex, findConditionSummary, type ConditionSummary } from './conditionIndex';

export interface ConditionDetails {
  whatItIs: string[];
  symptoms: string[];
  howPhysioHelps: string[];
  typicalSessions: string;
  /** Signs that need a doctor (or emergency care) before or instead of physiotherapy. */
  seeADoctor: string[];
}

export type Condition = ConditionSummary & ConditionDetails;

const DETAILS: Record<string, ConditionDetails> = {
  'neck-pain': {
    whatItIs: [
      'Most neck pain is "mechanical": it comes from the muscles, joints and ligaments of the neck being overloaded, for example by long hours looking down at a phone or laptop, sleeping awkwardly or a sudden jerk.',
      'Age-related wear of the discs and joints (cervical spondylosis) is very common after 40 and often shows on X-rays even in people without pain, so the scan alone rarely explains the symptoms.',
    ],
    symptoms: [
      'Pain and stiffness when turning or tilting the head',
      'Tight, tender muscles across the neck and shoulders',
      'Headache that starts at the base of the skull',
      'Pain, tingling or numbness spreading into the arm when a nerve is irritated',
    ],
    howPhysioHelps: [
      'A thorough assessment of posture, movement and the nerves of the arm to find what is driving the pain.',
      'Gentle mobilisation and soft-tissue techniques to ease stiffness and muscle spasm.',
      'A progressive exercise plan for deep neck flexors and shoulder-blade muscles, which has good evidence for lasting relief.',
      'Practical advice on workstation set-up, pillow height and breaks from screens.',
    ],
    typicalSessions: '4 to 8 sessions over 3 to 6 weeks for most people; longer-standing pain may need more.',
    seeADoctor: [
      'Neck pain after a fall, accident or blow to the head',
      'Weakness, clumsiness of the hands or problems with walking or balance',
      'Fever, unexplained weight loss or severe pain at night',
    ],
  },
  'frozen-shoulder': {
    whatItIs: [
      'Frozen shoulder (adhesive capsulitis) is an inflammation and thickening of the capsule that surrounds the shoulder joint. Movement becomes painful and then steadily restricted in every direction.',
      'It usually passes through a painful "freezing" phase, a stiff "frozen" phase and a gradual "thawing" phase, and can last many months. People with diabetes or thyroid disease are affected more often.',
      'Other common causes of shoulder pain, such as rotator cuff irritation or tears, are also assessed and treated by physiotherapists.',
    ],
    symptoms: [
      'Deep ache in the shoulder, often worse at night and when lying on that side',
      'Difficulty reaching overhead, behind the back or fastening clothes',
      'Loss of movement even when someone else tries to move the arm for you',
    ],
    howPhysioHelps: [
      'Pain-relieving techniques and advice on positions for sleep during the painful phase.',
      'Gentle, graded stretching and joint mobilisation matched to the phase, so the shoulder is not aggravated.',
      'Strengthening of the rotator cuff and shoulder-blade muscles to restore everyday function.',
      'A daily home programme, which matters more than anything done in the session itself.',
    ],
    typicalSessions: '8 to 12 sessions spread over 2 to 4 months, with exercises at home in between.',
    seeADoctor: [
      'Pain in the shoulder or arm together with chest pain, breathlessness or sweating: seek emergency care',
      'Shoulder pain after a fall with deformity or inability to lift the arm',
      'A hot, red, swollen joint or fever',
    ],
  },
  'low-back-pain': {
    whatItIs: [
      'Most low back pain is "non-specific": no single damaged structure can be found, and it is not a sign of serious disease. Lifting, long sitting, stress, poor sleep and low activity all play a part.',
      'Scans often show disc bulges or wear that are also common in people with no pain, so treatment focuses on how the back moves and copes with load.',
    ],
    symptoms: [
      'Aching or sharp pain across the lower back, sometimes into the buttocks',
      'Stiffness in the morning or after sitting',
      'Muscle spasm and difficulty bending, lifting or turning in bed',
    ],
    howPhysioHelps: [
      'Reassurance and a clear explanation of the pain, which itself reduces fear and speeds recovery.',
      'Manual therapy where it helps to get moving, followed by graded exercise for strength and flexibility.',
      'A plan to return to work, travel and household activities step by step, rather than bed rest.',
      'Advice on lifting, sitting, sleep and staying active to prevent the next episode.',
    ],
    typicalSessions: '4 to 8 sessions for a recent episode; 8 to 12 for pain lasting more than three months.',
    seeADoctor: [
      'Numbness around the genitals or buttocks, or new difficulty passing urine or controlling the bowels: go to an emergency department immediately',
      'Progressive weakness in the legs',
      'Back pain with fever, a history of cancer, unexplained weight loss or after a significant fall',
    ],
  },
  sciatica: {
    whatItIs: [
      'Sciatica is pain that travels from the lower back or buttock down the back of the leg, along the sciatic nerve. It is most often caused by a disc bulge pressing on or inflaming a nerve root.',
      'Most episodes settle within weeks to a few months with the right activity and exercise; only a small number need an injection or surgery.',
    ],
    symptoms: [
      'Burning, shooting or electric pain below the knee, usually in one leg',
      'Pins and needles or numbness in the leg or foot',
      'Pain that increases with sitting, coughing or bending forward',
    ],
    howPhysioHelps: [
      'Finding positions and movements that reduce leg pain, and a plan to stay active within them.',
      'Nerve mobility exercises and graded strengthening of the back, hips and legs.',
      'Monitoring of strength, sensation and reflexes so that any worsening is picked up early and referred.',
    ],
    typicalSessions: '6 to 10 sessions over 4 to 8 weeks.',
    seeADoctor: [
      'Numbness in the saddle area or loss of bladder or bowel control: emergency care immediately',
      'Sciatica in both legs or a foot that drops or drags',
      'Pain that is steadily worsening despite rest and medication',
    ],
  },
  'knee-osteoarthritis': {
    whatItIs: [
      'Osteoarthritis is a change in the whole joint (cartilage, bone and soft tissues) that becomes more common with age, previous injury and extra body weight. It is very common in Indian adults over 50, especially women.',
      'It is not simply "wear and tear": joints that are kept moving and strong usually hurt less and work better, and international guidelines recommend exercise as a core treatment for everyone with knee osteoarthritis.',
    ],
    symptoms: [
      'Pain on walking, climbing stairs, squatting or sitting cross-legged',
      'Stiffness in the morning or after sitting that eases within half an hour',
      'Swelling, creaking and a feeling that the knee may give way',
    ],
    howPhysioHelps: [
      'Strengthening of the thigh and hip muscles, which reduces pain and improves walking.',
      'Advice on pacing, footwear, walking aids and managing body weight.',
      'Adapted ways of doing daily tasks such as using the toilet, prayer or getting up from the floor.',
      'Preparation before and rehabilitation after knee replacement, if surgery is chosen.',
    ],
    typicalSessions: '6 to 12 sessions over 6 to 12 weeks, then a home programme for the long term.',
    seeADoctor: [
      'A hot, red, very swollen knee or fever',
      'A knee that locks or cannot bear weight after an injury',
      'Calf pain and swelling, especially after surgery or long travel',
    ],
  },
  'acl-sports-injuries': {
    whatItIs: [
      'The anterior cruciate ligament (ACL) stabilises the knee during twisting and landing. It is often torn in football, kabaddi, badminton and cricket, typically with a pop and rapid swelling.',
      'Other common sports injuries include hamstring strains, meniscus tears, shoulder dislocations and tendon problems from training too much too soon.',
    ],
    symptoms: [
      'A pop or giving way of the knee, followed by swelling within hours',
      'Pain, loss of strength and reduced movement after an injury',
      'Pain that builds up with training and eases with rest in overuse injuries',
    ],
    howPhysioHelps: [
      'Early care to control swelling and restore full knee straightening and muscle activation.',
      'Structured rehabilitation before and after ACL reconstruction, or as an alternative to surgery where suitable.',
      'Strength, balance, jumping and agility progressions with objective tests before returning to sport.',
      'Injury-prevention warm-ups and training-load advice for athletes and coaches.',
    ],
    typicalSessions:
      'Minor strains: 3 to 6 sessions. ACL reconstruction: regular sessions over 6 to 9 months.',
    seeADoctor: [
      'Inability to bear weight, obvious deformity or a knee that is locked',
      'Rapid, large swelling after an injury',
      'Numbness or a cold, pale foot after an injury',
    ],
  },
  'ankle-sprain': {
    whatItIs: [
      'An ankle sprain is a stretch or tear of the ligaments, most often on the outer side when the foot rolls inwards on uneven ground, stairs or during sport.',
      'Without rehabilitation, many people are left with a weak, unstable ankle that keeps "going over".',
    ],
    symptoms: [
      'Pain and swelling on the outer ankle, sometimes with bruising',
      'Difficulty walking normally',
      'A feeling of instability or repeated sprains',
    ],
    howPhysioHelps: [
      'Guidance on early protected walking, swelling control and taping or bracing.',
      'Restoring ankle movement and calf strength.',
      'Balance and hopping exercises that retrain the ankle and reduce the risk of re-injury.',
    ],
    typicalSessions: '3 to 6 sessions over 2 to 6 weeks.',
    seeADoctor: [
      'Unable to take four steps, or bone tenderness at the ankle or foot (an X-ray may be needed)',
      'Severe deformity, numbness or a cold foot',
    ],
  },
  'plantar-fasciitis': {
    whatItIs: [
      'Plantar heel pain comes from the thick band of tissue (plantar fascia) under the foot that supports the arch. It is common in people who stand for long hours, walk barefoot on hard floors, have recently gained weight or increased their walking or running.',
    ],
    symptoms: [
      'Sharp pain under the heel with the first steps after waking or after sitting',
      'Pain that eases with walking and returns at the end of the day',
      'Tenderness on the inner side of the heel',
    ],
    howPhysioHelps: [
      'Calf and plantar fascia stretches, and progressive strengthening of the foot and calf.',
      'Advice on footwear, heel cushions, taping and reducing aggravating load for a while.',
      'A gradual return to walking, standing and running.',
    ],
    typicalSessions: '4 to 8 sessions over 6 to 12 weeks; recovery can be slow, so consistency matters.',
    seeADoctor: [
      'Heel pain after a fall or jump from a height',
      'Numbness or burning in the foot, especially with diabetes',
      'Swelling, redness and warmth, or pain in both heels with other joint pain',
    ],
  },
  'tennis-elbow': {
    whatItIs: [
      'Tennis elbow (lateral elbow tendinopathy) is an overload of the tendons that extend the wrist and fingers. Despite the name, most people who have it do not play tennis: typing, using a mouse, lifting bags and repetitive tools are common triggers.',
    ],
    symptoms: [
      'Pain on the outside of the elbow, sometimes spreading down the forearm',
      'Pain when gripping, lifting a kettle or shaking hands',
      'Weaker grip',
    ],
    howPhysioHelps: [
      'Modifying the activities that aggravate the tendon without stopping use of the arm.',
      'Progressive tendon-loading exercises, which have good evidence for recovery.',
      'Ergonomic advice for workstations and tools; bracing where it helps.',
    ],
    typicalSessions: '4 to 8 sessions over 6 to 12 weeks.',
    seeADoctor: [
      'Elbow pain after a fall, with swelling or inability to straighten the arm',
      'Numbness or weakness in the hand',
    ],
  },
  'carpal-tunnel-syndrome': {
    whatItIs: [
      'The median nerve passes through a narrow tunnel at the front of the wrist. When the space is reduced, the nerve is irritated. It is more common in women, in pregnancy, with diabetes or thyroid problems, and with repetitive gripping.',
    ],
    symptoms: [
      'Tingling, numbness or burning in the thumb, index and middle fingers',
      'Symptoms that wake you at night and ease by shaking the hand',
      'Dropping things or difficulty with buttons in later stages',
    ],
    howPhysioHelps: [
      'Night splints that keep the wrist in a neutral position.',
      'Nerve and tendon gliding exercises and advice on hand use at work and home.',
      'Monitoring of strength and sensation, with referral for nerve tests or surgery if it is not improving.',
    ],
    typicalSessions: '4 to 6 sessions over 4 to 8 weeks.',
    seeADoctor: [
      'Constant numbness or wasting of the muscles at the base of the thumb',
      'Symptoms in both hands together with neck pain or problems walking',
    ],
  },
  'stroke-rehabilitation': {
    whatItIs: [
      'A stroke interrupts the blood supply to part of the brain and can leave weakness on one side of the body, problems with balance, speech, swallowing or thinking.',
      'The brain can re-learn skills through repeated, meaningful practice. Recovery is usually fastest in the first three to six months, but improvement continues for much longer with the right practice.',
    ],
    symptoms: [
      'Weakness or stiffness of the arm and leg on one side',
      'Difficulty walking, standing up or keeping balance',
      'Reduced use of the hand for daily tasks',
    ],
    howPhysioHelps: [
      'Task-focused practice of sitting, standing, walking and using the arm, graded to the person.',
      'Balance training and fall prevention in the home.',
      'Training family members and caregivers to help safely with transfers and exercises.',
      'Advice on walking aids, splints and home adaptations.',
    ],
    typicalSessions: 'Usually 2 to 3 sessions a week for several months, adjusted to the goals reached.',
    seeADoctor: [
      'Sudden facial droop, arm weakness or slurred speech: call 108 or go to hospital immediately, as every minute counts',
      'New confusion, severe headache or loss of consciousness',
    ],
  },
  'parkinsons-disease': {
    whatItIs: [
      "Parkinson's disease is a progressive condition of the nervous system that affects movement. Medication is prescribed by a neurologist; physiotherapy works alongside it.",
      "Regular exercise is one of the most useful things people with Parkinson's can do: it helps walking, balance and confidence.",
    ],
    symptoms: [
      'Slowness of movement and small, shuffling steps',
      'Stiffness and stooped posture',
      'Tremor at rest',
      'Freezing when starting to walk or turning, and a higher risk of falls',
    ],
    howPhysioHelps: [
      'Large-amplitude movement and walking practice with visual and rhythmic cues to overcome freezing.',
      'Balance, strength and flexibility training to reduce falls.',
      'Strategies for turning in bed, getting up from a chair and dual tasks.',
      'A long-term exercise routine that the person and family can keep up.',
    ],
    typicalSessions: 'A block of 8 to 12 sessions, then periodic reviews every few months.',
    seeADoctor: [
      'Sudden worsening, frequent falls or new confusion',
      'Difficulty swallowing or choking on food',
    ],
  },
  'post-surgical-rehabilitation': {
    whatItIs: [
      'After orthopaedic surgery such as knee or hip replacement, ligament reconstruction, spine surgery or fracture fixation, the joint and muscles need guided exercise to recover movement, strength and confidence.',
      "Physiotherapy follows your surgeon's protocol and precautions, and keeps them informed of progress.",
    ],
    symptoms: [
      'Pain, swelling and stiffness around the operated area',
      'Weakness and difficulty walking, climbing stairs or using the limb',
      'Worry about moving after surgery',
    ],
    howPhysioHelps: [
      'Early mobility, safe walking with aids, and exercises to prevent stiffness and blood clots.',
      'Progressive strengthening and range-of-motion work according to the surgical protocol.',
      'Home safety advice and a plan back to work, driving and hobbies.',
    ],
    typicalSessions: 'Joint replacement: about 12 to 20 sessions over 6 to 12 weeks; depends on the surgery.',
    seeADoctor: [
      'Fever, wound redness, discharge or the wound opening',
      'Calf pain and swelling, or sudden breathlessness or chest pain: seek emergency care',
      'A sudden increase in pain or a new deformity',
    ],
  },
  'cerebral-palsy-pediatric-development': {
    whatItIs: [
      'Cerebral palsy is a group of lifelong conditions affecting movement and posture, caused by differences in the developing brain before, during or soon after birth.',
      'Pediatric physiotherapy also helps children who are late in sitting, crawling or walking, or who have low muscle tone or coordination difficulties.',
    ],
    symptoms: [
      'Delayed milestones such as head control, sitting, crawling or walking',
      'Stiff or floppy muscles, or unusual postures',
      'Difficulty with balance, coordination or using both hands',
    ],
    howPhysioHelps: [
      'Play-based activities that build strength, balance and movement skills.',
      'Stretching and positioning programmes, and advice on orthoses and equipment.',
      'Coaching parents to weave practice into daily routines at home.',
      'Working alongside the pediatrician, occupational therapist and speech therapist.',
    ],
    typicalSessions:
      'Long-term programme, commonly 1 to 3 sessions a week, reviewed against goals every 3 months.',
    seeADoctor: [
      'Loss of skills the child already had',
      'Seizures, feeding or breathing difficulties',
      "Any concern about a child's development should also be discussed with a pediatrician",
    ],
  },
};

export const conditions: readonly Condition[] = conditionIndex.map((c) => ({ ...c, ...DETAILS[c.slug]! }));

export const findCondition = (slug: string | undefined): Condition | undefined => {
  const summary = findConditionSummary(slug);
  return summary && conditions.find((c) => c.slug === summary.slug);
};
