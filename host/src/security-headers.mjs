import helmet from '@fastify/helmet';
import { tenant, thirdPartyOrigins } from '@remac/shared-contracts';

/**
 * Exactly what the shop loads: its own origin (the API is forwarded on it), plus the origins of the
 * third-party services the tenant configures (tag, pixel, chat, reviews; `thirdPartyOrigins` in
 * shared-contracts), whose scripts the shell adds only when their turn comes (trackers after consent).
 * Scripts from files only, an inline script only with the response's nonce (the host gives one to
 * the page's own inline scripts; the inlined registry and state are JSON data, never run). Style
 * attributes (React's `style` props) are allowed, inline `<style>` elements only with the nonce.
 */
const thirdParty = thirdPartyOrigins(tenant.integrations);
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...thirdParty.script],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", ...thirdParty.style],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...thirdParty.img],
    fontSrc: ["'self'", ...thirdParty.font],
    connectSrc: ["'self'", ...thirdParty.connect],
    frameSrc: thirdParty.frame.length ? thirdParty.frame : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/** Browser features the shop never uses, refused for it and anything it could be made to embed. */
export const permissionsPolicy = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** For an answer that runs no hooks (a malformed URL): plain text, nothing to load. */
export const plainSecurityHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': permissionsPolicy,
};

export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every response, the API's answers forwarded through the host included.
 * HSTS only over TLS: on the host's own socket, or as a trusted proxy in front of it says
 * (X-Forwarded-Proto, read only with the host's `trustProxy` setting).
 */
export async function registerSecurityHeaders(app) {
  await app.register(helmet, {
    global: true,
    enableCSPNonces: true,
    contentSecurityPolicy,
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
    if (request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity);
  });
}
