/** The clinic's physiotherapists. Dr. Asha Rao is the demo doctor seeded by the API (DESIGN.md §4). */
export interface Physiotherapist {
  id: string;
  name: string;
  qualification: string;
  registration: string;
  years: number;
  languages: string[];
  focus: string;
}

export const physiotherapists: readonly Physiotherapist[] = [
  {
    id: 'asha-rao',
    name: 'Dr. Asha Rao',
    qualification: 'MPT (Musculoskeletal), BPT',
    registration: 'KAHPC/PT/2011/0452',
    years: 14,
    languages: ['English', 'Kannada', 'Hindi', 'Telugu'],
    focus: 'Back and neck pain, frozen shoulder, knee osteoarthritis',
  },
  {
    id: 'rahul-mehta',
    name: 'Dr. Rahul Mehta',
    qualification: 'MPT (Sports), BPT',
    registration: 'MSOTPT/PT/2014/1187',
    years: 10,
    languages: ['English', 'Hindi', 'Marathi', 'Gujarati'],
    focus: 'ACL and sports injuries, ankle sprains, return to sport',
  },
  {
    id: 'priya-nair',
    name: 'Dr. Priya Nair',
    qualification: 'MPT (Neurology), BPT',
    registration: 'KLPC/PT/2012/0736',
    years: 12,
    languages: ['English', 'Malayalam', 'Tamil', 'Hindi'],
    focus: "Stroke rehabilitation, Parkinson's disease, balance",
  },
  {
    id: 'imran-sheikh',
    name: 'Dr. Imran Sheikh',
    qualification: 'MPT (Pediatrics), BPT',
    registration: 'DCPT/PT/2016/2093',
    years: 8,
    languages: ['English', 'Hindi', 'Urdu', 'Bengali'],
    focus: 'Cerebral palsy, developmental delay, post-surgical rehabilitation',
  },
];
