import { ConsoleFrame } from './console-frame';
import { ConsoleSectionPage } from './console-section-page';

/** /admin and /admin/{section}: the frame with the section's page inside (the console's one route). */
export function ConsolePage() {
  return (
    <ConsoleFrame>
      <ConsoleSectionPage />
    </ConsoleFrame>
  );
}
