// Distances on the Earth's surface, for "how far is it from home". Exact to the formula; rounding is the
// display's business.

export interface Coordinates {
  /** Degrees, north positive. */
  latitude: number
  /** Degrees, east positive. */
  longitude: number
}

/** The Earth's mean radius (IUGG), in kilometres. */
export const EARTH_RADIUS_KM = 6371.0088

const radians = (degrees: number) => (degrees * Math.PI) / 180

/**
 * The great-circle distance between two places, in kilometres (haversine, on a sphere of the mean
 * radius: within 0.5 % of the ellipsoid's answer, plenty for "9,560 km from home").
 */
export function greatCircleKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude)
  const dLon = radians(to.longitude - from.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2
  // Rounding can push h a hair past 1 for antipodes; asin would then give NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, h)))
}
