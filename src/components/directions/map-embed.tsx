// The OpenStreetMap map of the club, loaded only when the visitor asks (no request to the map host
// before), in a frame whose space is reserved from the start, so loading it moves nothing.
import React, { useRef, useState } from 'react';
import { useEarlyTaps } from '../../early/use-early-taps';

type MapEmbedProps = {
  src: string;
  title: string;
  showLabel: string;
  note: string;
  /** What stands in for the map. */
  children: React.ReactNode;
};

export const MapEmbed = ({ src, title, showLabel, note, children }: MapEmbedProps) => {
  const [shown, setShown] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEarlyTaps(root);
  return (
    <div ref={root} className="map-frame">
      {shown ? (
        <iframe
          className="map-frame-map"
          src={src}
          title={title}
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        />
      ) : (
        <div className="map-frame-placeholder">
          <div className="map-frame-description">{children}</div>
          <button
            type="button"
            className="btn btn-primary"
            data-early-tap
            onClick={() => setShown(true)}
          >
            {showLabel}
          </button>
          <p className="map-frame-note">{note}</p>
        </div>
      )}
    </div>
  );
};
