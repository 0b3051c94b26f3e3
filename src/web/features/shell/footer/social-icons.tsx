import { StrokeIcon, type IconProps } from '@/web/ui/icons';

/** The X and LinkedIn marks, simplified to the shared 24px stroke frame (the UI kit has the others). */
export function XIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 4l14 16M19 4L5 20" />
    </StrokeIcon>
  );
}

export function LinkedinIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="2.5" />
      <path d="M8 10.5V16M8 7.5v.01M12 16v-5.5M12 13a2.5 2.5 0 0 1 5 0v3" />
    </StrokeIcon>
  );
}
