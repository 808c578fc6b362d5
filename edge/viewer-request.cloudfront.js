// CloudFront Function (cloudfront-js-2.0), viewer-request: maps page routes to their index.html,
// as an S3 REST origin has no directory index. Plain ES5: this text, below the settings that
// viewer-request.ts declares, is deployed by the stack and evaluated by tools/serve.ts and the tests.
/* global MAINTENANCE, CMS_HOST, API_PREFIX, CMS_LOGIN_PREFIX, CMS_LOGIN_ROUTES, ANSWER_CSP */
var MAINTENANCE_PAGE = '/under_maintenance/index.html';

function isAdminPath(uri) {
  return uri === '/admin' || uri.indexOf('/admin/') === 0;
}

function isCmsLoginPath(uri) {
  return uri.indexOf(CMS_LOGIN_PREFIX) === 0;
}

// What the CMS host serves: the CMS, its login, and the club's logo, which the CMS shows.
function isCmsPath(uri) {
  return isAdminPath(uri) || isCmsLoginPath(uri) || uri === '/favicon.svg';
}

function answer(statusCode, statusDescription, headers) {
  headers['content-security-policy'] = { value: ANSWER_CSP };
  return { statusCode: statusCode, statusDescription: statusDescription, headers: headers };
}

function notFound() {
  return answer(404, 'Not Found', {});
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it by name
function handler(event) {
  var request = event.request;
  var uri = request.uri;

  if (CMS_HOST) {
    var host = request.headers.host ? request.headers.host.value.toLowerCase() : '';
    if (host === CMS_HOST) {
      if (!isCmsPath(uri)) {
        return notFound();
      }
    } else if (isAdminPath(uri)) {
      return answer(301, 'Moved Permanently', {
        location: { value: 'https://' + CMS_HOST + '/admin/' },
      });
    } else if (isCmsLoginPath(uri)) {
      // The login hands a token to the CMS host alone; the public host has no login at all.
      return notFound();
    }
  }

  if (isCmsLoginPath(uri) && CMS_LOGIN_ROUTES.indexOf(uri) === -1) {
    return notFound();
  }

  // The API's behaviours run this function for the checks above only: it never rewrites them.
  if (uri.indexOf(API_PREFIX) === 0) {
    return request;
  }

  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  // A direct request for a page's HTML is a page route too.
  var isPageHtml = lastSegment === 'index.html';

  // A dot in the last segment means a file (JS, page-data JSON, images, sitemap): leave it alone.
  if (!isPageHtml && lastSegment.indexOf('.') !== -1) {
    return request;
  }

  // Page route: '/' and '/path/' get 'index.html' appended, '/path' gets '/index.html'.
  if (MAINTENANCE) {
    request.uri = MAINTENANCE_PAGE;
  } else if (!isPageHtml) {
    request.uri = uri.charAt(uri.length - 1) === '/' ? uri + 'index.html' : uri + '/index.html';
  }
  return request;
}
