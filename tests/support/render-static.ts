/**
 * Tests render as the server does. The build defines `__RENDER_STATIC__` in each bundle
 * (vite.config.ts): here static parts render from their source, as on the server, and a test that
 * renders as the browser bundle does sets it to false before it imports the layouts
 * (tests/unit/layout-client-fields.test.tsx). And as the server bundle has every language's words
 * (src/app/entry-server.tsx), so do the tests.
 */
import { messages } from '../../src/generated/messages/pack.hi.ts';
import { site } from '../../src/generated/site-client.hi.ts';
import { addLanguagePack } from '../../src/lib/language.ts';

(globalThis as { __RENDER_STATIC__?: boolean }).__RENDER_STATIC__ = true;
addLanguagePack('hi', { messages, site });
