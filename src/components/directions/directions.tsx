// "Getting here" on /contact/: the way in words, directions in map apps, and the map on request.
import React from 'react';
import { ExternalLink } from '../external-link';
import { Section } from '../section';
import {
  appleMapsDirectionsUrl,
  googleMapsDirectionsUrl,
  openStreetMapEmbedUrl,
  type Place,
} from '../../lib/maps';
import { MapEmbed } from './map-embed';
import type { PageText } from '../../../content-library';

export type Direction = { readonly label: string; readonly text: string };

export type DirectionsText = PageText['contact']['directions'];

type DirectionsProps = {
  text: DirectionsText;
  place: Place;
  /** From content/site.yaml; the first (the cross streets) also stands in for the map. */
  directions: readonly Direction[];
};

export const Directions = ({ text, place, directions }: DirectionsProps) => {
  const [first] = directions;
  return (
    <Section name="directions" heading={text.heading}>
      <div className="directions-grid">
        <div>
          <dl className="directions-list">
            {directions.map((d) => (
              <div key={d.label}>
                <dt>{d.label}</dt>
                <dd>{d.text}</dd>
              </div>
            ))}
          </dl>
          <div className="page-actions page-actions--compact">
            <ExternalLink className="btn btn-primary" href={googleMapsDirectionsUrl(place)}>
              {text.googleMapsLabel}
            </ExternalLink>
            <ExternalLink className="btn btn-outline-dark" href={appleMapsDirectionsUrl(place)}>
              {text.appleMapsLabel}
            </ExternalLink>
          </div>
        </div>
        <MapEmbed
          src={openStreetMapEmbedUrl(place)}
          title={text.map.title}
          showLabel={text.map.showLabel}
          note={text.map.note}
        >
          <p className="map-frame-address">
            <strong>{place.name}</strong>
            <br />
            {place.address}
          </p>
          {first && (
            <p>
              {first.label}: {first.text}
            </p>
          )}
        </MapEmbed>
      </div>
    </Section>
  );
};
