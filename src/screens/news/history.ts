// What the news overlay keeps in a history entry: whether an article inside it was opened from its
// listing (so closing the article can simply go back to that listing).
declare module '@tanstack/history' {
  interface HistoryState {
    newsListing?: boolean
  }
}

export {}
