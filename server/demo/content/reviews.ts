// Demo client reviews of the consultancy, in the words of the people it moved. Mostly relocation to
// Israel (returning residents and new immigrants), and some to Berlin, Lisbon, Dubai, Toronto and London.
// Mixed ratings on purpose: the client shows only 4 and 5 stars, so the 2s and 3s exercise its filter.

interface DemoReview {
  author: string
  rating: 1 | 2 | 3 | 4 | 5
  text: string
  /** How long ago it was written; the served `time` and `relative_time_description` follow the clock. */
  daysAgo: number
  /** Index of the drawn avatar, or null for a reviewer without a profile photo (the client draws initials). */
  avatar: number | null
}

export const demoReviews: readonly DemoReview[] = [
  {
    author: 'Noa Ben-David',
    rating: 5,
    daysAgo: 3,
    avatar: 1,
    text: 'We came back to Israel after eleven years in Chicago with three kids and a dog. Waypoint sorted out our returning-resident benefits with the Ministry of Aliyah, the customs exemption for our container and the school placements before we landed. The first week felt like a holiday instead of a crisis.',
  },
  {
    author: 'Michael Rosen',
    rating: 5,
    daysAgo: 9,
    avatar: 2,
    text: 'Made aliyah from Manchester in the summer. My adviser walked me through the teudat oleh, Kupat Holim registration and opening a bank account in one morning in Tel Aviv. When the bank asked for yet another document she was on the phone with them within minutes.',
  },
  {
    author: 'Priya Raman',
    rating: 4,
    daysAgo: 16,
    avatar: 3,
    text: 'Relocated from Bangalore to Berlin for a job at a fintech. The Anmeldung appointment and the Blue Card paperwork were handled perfectly and the flat search saved me weeks. One star off only because the moving quote came in higher than the first estimate.',
  },
  {
    author: 'David Cohen',
    rating: 5,
    daysAgo: 24,
    avatar: null,
    text: 'Returning resident after 14 years in Toronto. The tax adviser they connected us with explained the ten-year exemption on foreign income in plain English and filed the paperwork with the Tax Authority for us. Worth every shekel.',
  },
  {
    author: 'Hannah Schultz',
    rating: 3,
    daysAgo: 38,
    avatar: 4,
    text: 'The Lisbon rental search was good and our apartment in Campo de Ourique is lovely, but getting the NIF and the bank account took longer than we were promised and updates were slow in August. Helpful people, patchy communication.',
  },
  {
    author: 'Yossi Mizrahi',
    rating: 5,
    daysAgo: 52,
    avatar: 5,
    text: 'We moved our parents from Paris to Netanya. Waypoint found a ground-floor apartment near the sea, arranged the Hebrew ulpan and even checked that their French pension would keep arriving. My mother calls our adviser by her first name now.',
  },
  {
    author: 'Sarah Goldberg',
    rating: 2,
    daysAgo: 71,
    avatar: 6,
    text: 'The shipping part went wrong: our container sat in Haifa port for three weeks because a form was missing, and we paid storage fees for it. They did apologise and covered part of the cost, but I expected the paperwork to be checked before the ship left New Jersey.',
  },
  {
    author: 'Omar Haddad',
    rating: 5,
    daysAgo: 95,
    avatar: 7,
    text: 'Moved from London to Dubai with my wife and a newborn. Emirates ID, visa medical, a villa in Arabian Ranches and a nursery place, all organised in five weeks. The checklist in the planner kept us sane.',
  },
  {
    author: 'Rivka Adler',
    rating: 4,
    daysAgo: 130,
    avatar: 8,
    text: 'Our aliyah from Johannesburg with two teenagers was a big step. The sessions with the psychologist helped our daughter a lot in the first months at school in Ra’anana. Housing took a while to find, but the result was worth the wait.',
  },
  {
    author: 'Tom Becker',
    rating: 5,
    daysAgo: 160,
    avatar: null,
    text: 'Relocated from Munich to Toronto on a work permit. They explained SIN, OHIP waiting period and private insurance for the gap, and found us a condo near a TTC line. Clear, fast and friendly.',
  },
  {
    author: 'Maya Friedman',
    rating: 3,
    daysAgo: 200,
    avatar: 9,
    text: 'Good advice on Israeli tax residency and the move itself was fine. The storage unit in Rishon was more expensive than quoted after the first three months, so read the contract carefully.',
  },
  {
    author: 'Ethan Levy',
    rating: 5,
    daysAgo: 260,
    avatar: 10,
    text: 'I came back to Jerusalem after a PhD in Boston. Waypoint helped me reactivate my health fund, convert my US driving licence and find a room in Baka for the first months. Everything was explained before I even asked.',
  },
  {
    author: 'Lucía Fernández',
    rating: 5,
    daysAgo: 330,
    avatar: 11,
    text: 'Barcelona to Haifa for a position at the Technion. They found an apartment on the Carmel with a view of the bay, sorted my A1 work visa and enrolled my son in an English-speaking kindergarten. Highly recommended.',
  },
  {
    author: 'Jonathan Katz',
    rating: 4,
    daysAgo: 420,
    avatar: 12,
    text: 'Very professional help with our move from Melbourne to Tel Aviv, especially the customs exemptions for returning residents. The apartment viewings were excellent, though the first week in a serviced flat was a bit cramped for five of us.',
  },
]
