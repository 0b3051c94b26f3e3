import { Component, type ReactNode } from 'react';
import { MapUnavailable } from './map-unavailable';

interface Props {
  label: string;
  children: ReactNode;
}

/**
 * Catches a map that fails to load or render (its chunk unreachable offline before the first visit,
 * a crash inside MapLibre) and shows the calm panel instead of taking the locator down with it.
 */
export class MapErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <MapUnavailable label={this.props.label} /> : this.props.children;
  }
}
