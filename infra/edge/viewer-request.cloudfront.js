// CloudFront Function (runtime cloudfront-js-2.0), viewer-request event.
// Gatsby writes each page as <route>/index.html, and an S3 REST origin has no directory index,
// so page routes are mapped to their index.html here. Kept to plain ES5 on purpose: this exact
// text is deployed by the CDK stack and evaluated by scripts/serve.ts and the tests.

// MAINTENANCE MODE (later task): a constant flag goes here, e.g. `var MAINTENANCE_MODE = false;`.

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it by name
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);

  // A dot in the last segment means a file (JS, page-data JSON, images, sitemap): leave it alone.
  if (lastSegment.indexOf('.') !== -1) {
    return request;
  }

  // MAINTENANCE MODE (later task): only page routes reach this line, so this is where
  // `if (MAINTENANCE_MODE) { request.uri = '/under_maintenance/index.html'; return request; }` goes.

  // Page route: '/' and '/path/' get 'index.html' appended, '/path' gets '/index.html'.
  request.uri = uri.charAt(uri.length - 1) === '/' ? uri + 'index.html' : uri + '/index.html';
  return request;
}
