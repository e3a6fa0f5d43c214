/** GET /settings, /health and /.well-known/jwks.json, as GoTrue answers them. */
import { send } from '../http.ts';
import type { AuthCall, AuthContext } from './context.ts';

const PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'email',
  'phone',
  'zoom',
];

export async function settings(ctx: AuthContext, call: AuthCall) {
  send(call.res, 200, {
    external: Object.fromEntries(PROVIDERS.map((p) => [p, p === 'email'])),
    disable_signup: ctx.config.disableSignup,
    mailer_autoconfirm: ctx.config.mailerAutoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  });
}

export async function health(_ctx: AuthContext, call: AuthCall) {
  send(call.res, 200, {
    version: 'embedded',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });
}

/** The public halves of GOTRUE_JWT_KEYS' asymmetric keys; the JWT secret is never published. */
export async function jwks(ctx: AuthContext, call: AuthCall) {
  send(call.res, 200, { keys: ctx.keys.publicKeys }, { 'Cache-Control': 'public, max-age=600' });
}
