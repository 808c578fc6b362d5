// The OpenStreetMap map of the club, loaded only when the visitor asks for it: until then the
// page makes no request to the map host, and a text description stands in. The frame's space is
// reserved from the start (CSS aspect ratio), so loading the map moves nothing. If the map host
// is blocked, the frame shows the browser's error page and the rest of the page is unaffected.
import React, { useState } from 'react';

type MapEmbedProps = {
  src: string;
  /** The frame's name for screen readers. */
  title: string;
  showLabel: string;
  note: string;
  /** What stands in for the map: the address and the cross streets. */
  children: React.ReactNode;
};

export const MapEmbed = ({ src, title, showLabel, note, children }: MapEmbedProps) => {
  const [shown, setShown] = useState(false);
  return (
    <div className="map-frame">
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
          <button type="button" className="btn btn-primary" onClick={() => setShown(true)}>
            {showLabel}
          </button>
          <p className="map-frame-note">{note}</p>
        </div>
      )}
    </div>
  );
};
