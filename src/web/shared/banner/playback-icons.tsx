import { StrokeIcon, type IconProps } from '@/web/ui/icons';

/** Pause and play glyphs for the carousel's rotation button (drawn in the shared 24px stroke frame). */
export function PauseIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M9 6v12M15 6v12" />
    </StrokeIcon>
  );
}

export function PlayIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M8 5.5v13l10-6.5z" />
    </StrokeIcon>
  );
}
