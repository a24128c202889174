// The 8 built-in sample reviews (docs/behaviour.md, "Reviews"): shown when the reviews function fails, answers in
// an invalid format or has no review rated 4 or higher. Ratings 5 except one 4. Relocation to Israel:
// returning residents and newcomers. None of these people is in the demo function's answer, so a screen
// (and a test) can tell the fallback from live reviews.
// Their words and names are the reviewers' own and stay in English in every language; how long ago each
// was written is the app's own text: `age`, said in the reader's language ('2 weeks ago', 'il y a
// 2 semaines'). `relativeTime` is the English of it.

/** How long ago a sample review was written. */
export interface ReviewAge {
  count: number
  unit: 'week' | 'month'
}

interface SampleReview {
  author: string
  rating: 4 | 5
  text: string
  relativeTime: string
  age: ReviewAge
}

export const sampleReviews: readonly SampleReview[] = [
  {
    author: 'Avital Shapiro',
    rating: 5,
    relativeTime: '2 weeks ago',
    age: { count: 2, unit: 'week' },
    text: 'We returned to Israel after twelve years in New Jersey with three children. Waypoint handled our returning-resident rights, the customs exemption for the lift and school registration in Modi’in before we even booked flights. We landed to a rented home with the keys waiting.',
  },
  {
    author: 'Jean-Marc Azoulay',
    rating: 5,
    relativeTime: 'a month ago',
    age: { count: 1, unit: 'month' },
    text: 'Our aliyah from Lyon felt impossible from the outside. Our adviser spoke French with us, booked the Misrad HaPnim appointment, found an ulpan near our flat in Ashdod and explained the sal klita payments line by line. Nothing was left to chance.',
  },
  {
    author: 'Rachel Feingold',
    rating: 5,
    relativeTime: 'a month ago',
    age: { count: 1, unit: 'month' },
    text: 'I moved to Jerusalem on my own from Toronto. The first-week checklist was gold: Kupat Holim, bank account, Rav-Kav and a SIM card, all done in three days. When my landlord asked for a guarantor they sorted out a bank guarantee for me.',
  },
  {
    author: 'Daniel Mizrahi',
    rating: 5,
    relativeTime: '2 months ago',
    age: { count: 2, unit: 'month' },
    text: 'Coming back after a decade in London, I was worried about taxes. Their tax adviser explained the ten-year exemption on foreign income for returning residents and filed the forms with the Tax Authority. Clear, calm and always one step ahead.',
  },
  {
    author: 'Martina Goldstein',
    rating: 5,
    relativeTime: '3 months ago',
    age: { count: 3, unit: 'month' },
    text: 'We made aliyah from Buenos Aires with two teenagers and a dog. Waypoint organised the dog’s import papers, a flat in Be’er Sheva close to the university and Hebrew tutoring for the kids. Our adviser even answered WhatsApp messages in Spanish late at night.',
  },
  {
    author: 'Leah Brenner',
    rating: 4,
    relativeTime: '4 months ago',
    age: { count: 4, unit: 'month' },
    text: 'The move from Chicago to Haifa went smoothly and the sessions with their psychologist helped our son through his first months in an Israeli school. Our container arrived a week later than planned, but we were kept informed the whole time.',
  },
  {
    author: 'Ari Feldman',
    rating: 5,
    relativeTime: '5 months ago',
    age: { count: 5, unit: 'month' },
    text: 'Relocating from San Francisco for a job in Herzliya, I had six weeks to move. They found a rental in Ra’anana, shipped my things, set up my health fund registration and walked me through my first Israeli payslip. Remarkable service from start to finish.',
  },
  {
    author: 'Shira Levinson',
    rating: 5,
    relativeTime: '7 months ago',
    age: { count: 7, unit: 'month' },
    text: 'After nine years in Melbourne we came home to Tel Aviv. The storage unit for our furniture, the apartment search and the paperwork for our returning-resident benefits were all handled by one team. It felt like having family on the ground.',
  },
]
