import { ScreenSoon } from '../ScreenSoon.tsx';

export default function Screen() {
  return <ScreenSoon heading="Your profile" what="Your profile page" />;
}
