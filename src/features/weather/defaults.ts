// The weather tool's default city (SPEC section 2: "Default city London"). A module of its own so the
// hub's route can read it without pulling the weather client into the main chunk.
export const DEFAULT_WEATHER_CITY = 'London'
