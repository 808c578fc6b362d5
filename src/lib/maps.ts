// The club on map services, from content/site.yaml: directions in Google and Apple Maps, and the
// OpenStreetMap embed.

export type Place = { name: string; address: string; latitude: number; longitude: number };

/** The one map host the site frames; edge/content-security-policy.ts allows it in frame-src. */
export const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org';

const coordinates = ({ latitude, longitude }: Place) => `${latitude},${longitude}`;

export function googleMapsDirectionsUrl(place: Place): string {
  const query = new URLSearchParams({ api: '1', destination: coordinates(place) });
  return `https://www.google.com/maps/dir/?${query}`;
}

export function appleMapsDirectionsUrl(place: Place): string {
  const query = new URLSearchParams({
    daddr: coordinates(place),
    q: `${place.name}, ${place.address}`,
  });
  return `https://maps.apple.com/?${query}`;
}

/** The map around the club, with a marker; `span` is its width in degrees (half that in height). */
export function openStreetMapEmbedUrl(place: Place, span = 0.012): string {
  const { latitude: lat, longitude: lon } = place;
  const round = (n: number) => n.toFixed(5);
  const bbox = [lon - span / 2, lat - span / 4, lon + span / 2, lat + span / 4].map(round);
  const query = new URLSearchParams({
    bbox: bbox.join(','),
    layer: 'mapnik',
    marker: coordinates(place),
  });
  return `${MAP_EMBED_ORIGIN}/export/embed.html?${query}`;
}
