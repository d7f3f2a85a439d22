// The travel module's public face (issue 28 point 5): road time between PIN codes, doctors' service areas and fees.
export {
  homeServiceOf,
  loadHomeAreas,
  quoteForDoctor,
  requireHomeAreas,
  requireServedPin,
  saveHomeAreas,
  servesPin,
  travelQuote,
  type HomeService,
} from './home-areas';
export { distanceKm, homeGapMinutes, ROAD_FACTOR, roadMinutes, SPEED_KMH } from './road';
