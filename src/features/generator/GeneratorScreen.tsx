import { ScreenSoon } from '../ScreenSoon.tsx';

export default function Screen() {
  return <ScreenSoon heading="AI content generator" what="The content generator" />;
}
