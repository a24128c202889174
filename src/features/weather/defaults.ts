// The weather tool's default city (docs/behaviour.md, "The hub": "Default city London"). A module of its own so the
// hub's route can read it without pulling the weather client into the main chunk.
export const DEFAULT_WEATHER_CITY = 'London'
/** The longest city name a search takes (the hub's address keeps it, and the weather service allows 100). */
export const MAX_CITY_LENGTH = 80
