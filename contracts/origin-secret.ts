// The origin secret's header: CloudFront adds it to every /api/* request, with the secret as its
// value, and the handlers refuse a request without it (lambda/lib/origin-secret.ts says why).

export const ORIGIN_VERIFY_HEADER = 'X-Origin-Verify';
