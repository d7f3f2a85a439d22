import { distanceKm, homeGapMinutes, roadMinutes, roadMinutesForKm } from './road';
import { parseCentroids, pinCentroids } from './pin-centroids';

describe('road time between PIN codes', () => {
  it('is the straight line × 1.4 at 20 km/h, rounded up to 5 minutes', () => {
    expect(roadMinutesForKm(0)).toBe(0);
    // 5 km straight → 7 km of road → 21 minutes → 25.
    expect(roadMinutesForKm(5)).toBe(25);
    expect(roadMinutesForKm(10)).toBe(45);
  });

  it('reads the shipped centroids: MG Road to Whitefield in Bengaluru is about 16 km, 70 minutes', () => {
    expect(pinCentroids().size).toBeGreaterThan(18_000);
    expect(distanceKm('560001', '560066')).toBeCloseTo(16.4, 0);
    expect(roadMinutes('560001', '560066')).toBe(70);
    expect(roadMinutes('560066', '560001')).toBe(70);
    expect(roadMinutes('560001', '560001')).toBe(0);
  });

  it('never goes under the 30-minute floor between visits, and is 0 for a PIN it does not know', () => {
    expect(homeGapMinutes('560001', '560038')).toBe(30);
    expect(homeGapMinutes('560001', '560066')).toBe(70);
    expect(roadMinutes('560001', '999999')).toBe(0);
    expect(distanceKm('560001', '999999')).toBeNull();
  });

  it('parses the compact CSV: one row per PIN', () => {
    const t = parseCentroids('pin,lat,lon\n110001,28.633,77.220\n');
    expect(t.get('110001')).toEqual({ lat: 28.633, lon: 77.22 });
    expect(t.size).toBe(1);
  });
});
