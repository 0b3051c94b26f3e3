import { StrokeIcon, type IconProps } from '@/web/ui/icons';

/**
 * Icons of the store screens that the UI kit does not draw yet, in the kit's 24px stroke frame.
 * Candidates for src/web/ui/icons.tsx once another screen needs them.
 */
export function PhoneIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 4h3.5l1.5 4.5-2.2 1.3a11 11 0 0 0 6.4 6.4l1.3-2.2L20 15.5V19a1.5 1.5 0 0 1-1.6 1.5A16.5 16.5 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4z" />
    </StrokeIcon>
  );
}

export function DirectionsIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 2.8l9.2 9.2-9.2 9.2L2.8 12z" />
      <path d="M9.5 14v-2.5a1 1 0 0 1 1-1h4M13 8.5l2 2-2 2" />
    </StrokeIcon>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
      <path d="M4 7l8 6 8-6" />
    </StrokeIcon>
  );
}

export function TruckIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 6.5h11v9H3zM14 9.5h3.5l3 3.2v2.8H14" />
      <circle cx="7" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </StrokeIcon>
  );
}

export function IdCardIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <circle cx="8.5" cy="11" r="2" />
      <path d="M5.5 16a3 3 0 0 1 6 0M14 10h4M14 13.5h3" />
    </StrokeIcon>
  );
}

export function LeafIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 19C5 10 10 5 19.5 4.5 19 14 14 19 5 19z" />
      <path d="M5 19l8-8" />
    </StrokeIcon>
  );
}
