// The /old/ variants: the same page, in the previous design's frame.
import React from 'react';
import { Link } from 'gatsby';
import type { PageContext } from '../../contracts/routes';

/** A page with an /old/ variant, which shows there with a link to its current page. */
export const withLegacyFrame =
  <P extends { pageContext: PageContext }>(Page: React.ComponentType<P>) =>
  (props: P) => {
    const { old, pagePath } = props.pageContext;
    const page = <Page {...props} />;
    return old ? (
      <div className="layout-old">
        <p className="legacy-notice">
          You are viewing our previous design. <Link to={pagePath}>Go to the current page</Link>
        </p>
        {page}
      </div>
    ) : (
      page
    );
  };
