import { ScreenSoon } from '../ScreenSoon.tsx';

export default function Screen() {
  return <ScreenSoon heading="Sign in to your account" what="Signing in and registering" />;
}
