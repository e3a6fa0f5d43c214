/**
 * What the embedded backend deliberately lacks, refused loudly: each answer has the status and
 * code GoTrue gives when the feature is switched off, a message naming the feature, and the
 * category in X-Embedded-Unsupported.
 */
import { type AuthError, unsupported } from './errors.ts';
import { type Json, stringField } from './request.ts';

export const refuse = {
  mfa: () => unsupported('mfa', 'multi-factor authentication (/factors)'),
  sso: () => unsupported('sso', 'single sign-on (SAML)', 404, 'saml_provider_disabled'),
  passkeys: () => unsupported('passkeys', 'passkeys (WebAuthn)', 404, 'passkey_disabled'),
  otp: () =>
    unsupported(
      'otp',
      'one-time passwords and magic links; use email and password',
      422,
      'otp_disabled',
    ),
  reauthentication: () => unsupported('otp', 'reauthentication nonces (/reauthenticate)'),
  oauthProvider: () =>
    unsupported(
      'oauth',
      'sign-in with OAuth or OpenID Connect providers',
      400,
      'validation_failed',
    ),
  oauthServer: () => unsupported('oauth', 'the OAuth 2.1 server (/oauth)'),
  admin: () => unsupported('admin', 'the admin API', 403, 'not_admin'),
  identityLinking: () =>
    unsupported('identity-linking', 'linking identities', 404, 'manual_linking_disabled'),
  web3: () =>
    unsupported('web3', 'Web3 (Ethereum or Solana) sign-in', 422, 'web3_provider_disabled'),
  anonymous: () =>
    unsupported('anonymous', 'anonymous sign-ins', 422, 'anonymous_provider_disabled'),
  phone: (status = 422) =>
    unsupported('phone', 'phone numbers (SMS or WhatsApp)', status, 'phone_provider_disabled'),
  emailChange: () => unsupported('email-change', 'changing the email address', 422),
  pkce: () =>
    unsupported(
      'pkce',
      'the PKCE flow (code_challenge); use the implicit flow',
      400,
      'validation_failed',
    ),
  verifyType: (type: string): AuthError | undefined => {
    if (type === 'magiclink') return refuse.otp();
    if (type === 'invite') return refuse.admin();
    if (type === 'email_change') return refuse.emailChange();
    if (type === 'sms' || type === 'phone_change') return refuse.phone();
    return undefined;
  },
};

export function refusePkce(json: Json) {
  if (stringField(json, 'code_challenge') !== '') throw refuse.pkce();
}

/** Whole endpoints the embedded backend refuses, by the start of their path. */
export const unsupportedPaths: [RegExp, () => AuthError][] = [
  [/^\/factors(\/|$)/, refuse.mfa],
  [/^\/(sso|saml)(\/|$)/, refuse.sso],
  [/^\/(passkeys|webauthn)(\/|$)/, refuse.passkeys],
  [/^\/(otp|magiclink)$/, refuse.otp],
  [/^\/reauthenticate$/, refuse.reauthentication],
  [/^\/(authorize|callback)$/, refuse.oauthProvider],
  [/^\/(oauth|user\/oauth)(\/|$)/, refuse.oauthServer],
  [/^\/(admin(\/|$)|invite$)/, refuse.admin],
  [/^\/user\/identities(\/|$)/, refuse.identityLinking],
  [
    /^\/(\.well-known\/openid-configuration|\.well-known\/oauth-authorization-server)$/,
    refuse.oauthServer,
  ],
];
