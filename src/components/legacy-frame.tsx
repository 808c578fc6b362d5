// The /old/ variants: the same content and components, in the previous design's frame.
import React from 'react';
import { Link } from 'gatsby';

type LegacyFrameProps = { old?: boolean; currentPath: string; children: React.ReactNode };

export const LegacyFrame = ({ old = false, currentPath, children }: LegacyFrameProps) =>
  old ? (
    <div className="layout-old">
      <p className="legacy-notice">
        You are viewing our previous design. <Link to={currentPath}>Go to the current page</Link>
      </p>
      {children}
    </div>
  ) : (
    <>{children}</>
  );
