// CloudFront Function (runtime cloudfront-js-2.0), viewer-request event.
// Gatsby writes each page as <route>/index.html, and an S3 REST origin has no directory index,
// so page routes are mapped to their index.html here. Kept to plain ES5 on purpose: this exact
// text is deployed by the CDK stack and evaluated by tools/serve.ts and the tests.

// Maintenance mode: when true, every page route gets the maintenance page; files (scripts, CSS,
// page data, images) still load, so that page hydrates. viewer-request.ts sets this line.
var MAINTENANCE = false;
var MAINTENANCE_PAGE = '/under_maintenance/index.html';

// The editors' CMS host (e.g. admin.example.com), or '' for none. An editor's GitHub token lives
// in that origin's storage, so it serves the CMS (/admin/) and its login (/api/cms/) and nothing
// else: no public page, and so no third-party script, ever runs there. The public host's /admin/
// sends editors to it. viewer-request.ts sets this line.
var CMS_HOST = '';

// What the CMS host serves: the CMS, its login, and the club's logo, which the CMS shows.
function isCmsPath(uri) {
  return (
    uri === '/admin' ||
    uri.indexOf('/admin/') === 0 ||
    uri.indexOf('/api/cms/') === 0 ||
    uri === '/favicon.svg'
  );
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it by name
function handler(event) {
  var request = event.request;
  var uri = request.uri;

  if (CMS_HOST) {
    var host = request.headers.host ? request.headers.host.value.toLowerCase() : '';
    if (host === CMS_HOST) {
      if (!isCmsPath(uri)) {
        return { statusCode: 404, statusDescription: 'Not Found' };
      }
    } else if (uri === '/admin' || uri.indexOf('/admin/') === 0) {
      return {
        statusCode: 301,
        statusDescription: 'Moved Permanently',
        headers: { location: { value: 'https://' + CMS_HOST + '/admin/' } },
      };
    }
  }

  // The form API has its own cache behavior without this function; never rewrite it anyway.
  if (uri.indexOf('/api/') === 0) {
    return request;
  }

  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);

  // A direct request for a page's HTML is a page route too.
  if (lastSegment === 'index.html') {
    if (MAINTENANCE) {
      request.uri = MAINTENANCE_PAGE;
    }
    return request;
  }

  // A dot in the last segment means a file (JS, page-data JSON, images, sitemap): leave it alone.
  if (lastSegment.indexOf('.') !== -1) {
    return request;
  }

  // Page route: '/' and '/path/' get 'index.html' appended, '/path' gets '/index.html'.
  if (MAINTENANCE) {
    request.uri = MAINTENANCE_PAGE;
  } else {
    request.uri = uri.charAt(uri.length - 1) === '/' ? uri + 'index.html' : uri + '/index.html';
  }
  return request;
}
