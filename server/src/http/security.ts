// Security headers (helmet): a Content-Security-Policy the built client runs under, no framing, and HSTS only over https.
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { Config } from '../config';

export function securityHeaders(config: Config): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // react-aria positions popovers and hides inputs with inline style attributes.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        // Over plain http (development, tests) upgrading would point the page at an https nobody serves.
        'upgrade-insecure-requests': config.secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
}
