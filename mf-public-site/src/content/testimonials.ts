/** Patient stories shown on the home page (first names and city only, shared with consent). */
export interface Testimonial {
  id: string;
  quote: string;
  name: string;
  city: string;
  condition: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    id: 'meena',
    quote:
      'After months of back pain from long hours at my desk, six online sessions and a simple daily routine got me sitting through a full workday again.',
    name: 'Meena',
    city: 'Bengaluru',
    condition: 'Low back pain',
  },
  {
    id: 'suresh',
    quote:
      'The home visits after my knee replacement made all the difference. My physiotherapist taught my son how to help me, and I was climbing stairs in five weeks.',
    name: 'Suresh',
    city: 'Pune',
    condition: 'Post-surgical rehabilitation',
  },
  {
    id: 'farah',
    quote:
      'My frozen shoulder had me unable to comb my hair. The exercises were gentle at first and progressed every week. Booking and paying online took two minutes.',
    name: 'Farah',
    city: 'Hyderabad',
    condition: 'Frozen shoulder',
  },
  {
    id: 'arjun',
    quote:
      'I tore my ACL playing football. The rehab plan was structured, measurable and honest about timelines. I am back on the pitch with more confidence than before.',
    name: 'Arjun',
    city: 'Kochi',
    condition: 'ACL reconstruction',
  },
  {
    id: 'lakshmi',
    quote:
      "My father's balance has improved so much since his stroke. The sessions are patient and kind, and we practise the exercises together every evening.",
    name: 'Lakshmi',
    city: 'Chennai',
    condition: 'Stroke rehabilitation',
  },
];
