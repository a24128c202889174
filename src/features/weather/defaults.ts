// The weather tool's default city (docs/behaviour.md, "The hub": "Default city London"). A module of its own so the
// hub's route can read it without pulling the weather client into the main chunk.
export const DEFAULT_WEATHER_CITY = 'London'
