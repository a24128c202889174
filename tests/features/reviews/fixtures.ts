// Reviews in the provider's shape, as the reviews function answers them.

export function providerReview(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    author_name: 'Noa Ben-David',
    author_url: 'https://www.google.com/maps/contrib/1/reviews',
    language: 'en',
    profile_photo_url: 'https://lh3.googleusercontent.com/a/noa.png',
    rating: 5,
    relative_time_description: '3 days ago',
    text: 'We came back to Israel after eleven years in Chicago.',
    time: 1_763_000_000,
    ...overrides,
  }
}

/** A mixed answer: two 5s, a 4 without a photo, and a 3 and a 2 that must be left out. */
export const mixedAnswer = {
  result: {
    reviews: [
      providerReview(),
      providerReview({ author_name: 'Hannah Schultz', rating: 3, text: 'Patchy communication.' }),
      providerReview({ author_name: 'David Cohen', rating: 4, profile_photo_url: undefined, text: 'Worth every shekel.' }),
      providerReview({ author_name: 'Sarah Goldberg', rating: 2, text: 'The container sat in Haifa port.' }),
      providerReview({ author_name: 'Omar Haddad', rating: 5, relative_time_description: '3 months ago', text: 'Moved from London to Dubai.' }),
    ],
  },
}

export const lowRatedAnswer = {
  result: { reviews: [providerReview({ rating: 3 }), providerReview({ author_name: 'B', rating: 1 })] },
}
