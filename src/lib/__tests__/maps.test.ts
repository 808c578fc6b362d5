import {
  appleMapsDirectionsUrl,
  googleMapsDirectionsUrl,
  MAP_EMBED_ORIGIN,
  openStreetMapEmbedUrl,
} from '../maps';

const club = {
  name: 'Bridge City Fitness',
  address: '2215 Prairie Lane, Saskatoon, SK S7K 0A1',
  latitude: 52.12823,
  longitude: -106.66542,
};

describe('directions links', () => {
  it('Google Maps gives directions to the coordinates', () => {
    const url = new URL(googleMapsDirectionsUrl(club));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe('52.12823,-106.66542');
  });

  it('Apple Maps gives directions to the coordinates, labelled with the name and address', () => {
    const url = new URL(appleMapsDirectionsUrl(club));
    expect(url.origin).toBe('https://maps.apple.com');
    expect(url.searchParams.get('daddr')).toBe('52.12823,-106.66542');
    expect(url.searchParams.get('q')).toBe(
      'Bridge City Fitness, 2215 Prairie Lane, Saskatoon, SK S7K 0A1',
    );
  });
});

describe('openStreetMapEmbedUrl', () => {
  const url = new URL(openStreetMapEmbedUrl(club));

  it("is OpenStreetMap's embed page, on the one origin the CSP frames", () => {
    expect(url.origin).toBe(MAP_EMBED_ORIGIN);
    expect(url.pathname).toBe('/export/embed.html');
  });

  it('puts a marker on the club, in the middle of the shown area', () => {
    expect(url.searchParams.get('marker')).toBe('52.12823,-106.66542');
    const [west, south, east, north] = url.searchParams.get('bbox')!.split(',').map(Number);
    expect(west).toBeLessThan(club.longitude);
    expect(east).toBeGreaterThan(club.longitude);
    expect(south).toBeLessThan(club.latitude);
    expect(north).toBeGreaterThan(club.latitude);
    expect((west! + east!) / 2).toBeCloseTo(club.longitude, 4);
    expect((south! + north!) / 2).toBeCloseTo(club.latitude, 4);
  });
});
